import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
}

/** A native checkbox with its label beside it (the whole label is clickable) and an optional hint. */
export function CheckboxField({ label, hint, id, className, ...props }: CheckboxFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        {...props}
        id={controlId}
        type="checkbox"
        aria-describedby={hintId}
        className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
      />
      <div className="min-w-0">
        <label htmlFor={controlId} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="text-xs text-slate-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
