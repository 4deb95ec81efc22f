import { useId } from 'react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

/** Props a field passes to its control so label, hint and error are wired for assistive technology. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required'?: true | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** The message shown under the control; also turns aria-invalid on. */
  error?: string | undefined;
  /** Marks the control invalid (red border) without a message of its own. */
  invalid?: boolean;
  hint?: ReactNode;
  /** Marks the label with an asterisk (see RequiredNote) and the control as required for assistive technology. */
  required?: boolean;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function Field({ label, error, invalid, hint, required, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('space-y-1.5', className)}>
      {required ? (
        // The mark sits beside the label, not in it: the control's name stays the label's words.
        <div className="flex items-baseline">
          <Label htmlFor={controlId}>{label}</Label>
          <RequiredMark />
        </div>
      ) : (
        <Label htmlFor={controlId}>{label}</Label>
      )}
      {children({
        id: controlId,
        'aria-invalid': error || invalid ? true : undefined,
        'aria-describedby': describedBy,
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A form-level message (server or "fill in all fields"), announced when it appears. */
export function FormAlert({ children, className }: { children: ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <div
      role="alert"
      className={cn(
        'rounded-lg border border-danger-600/30 bg-red-50 px-3 py-2 text-sm font-medium text-danger-700',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** The asterisk after a required field's label; hidden from screen readers, which hear aria-required instead. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-danger-700">
      *
    </span>
  );
}

/** Says once, above a form, what the asterisk means. */
export function RequiredNote({ className }: { className?: string }) {
  return (
    <p className={cn('text-sm text-slate-700', className)}>
      Fields marked <span className="text-danger-700">*</span> are required.
    </p>
  );
}
