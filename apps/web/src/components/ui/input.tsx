import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const controlClasses = (invalid?: boolean, className?: string) =>
  cn(
    'block w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm',
    'placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0',
    'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600',
    invalid
      ? 'border-danger-600 focus:outline-danger-600'
      : 'border-slate-300 focus:border-brand-600 focus:outline-brand-600',
    className,
  );

export interface InputProps extends ComponentProps<'input'> {
  /** Red border and aria-invalid. */
  invalid?: boolean;
}

/** aria-invalid (from a Field) or invalid (explicit) both give the red border. */
export const isInvalid = (invalid: boolean | undefined, ariaInvalid: unknown): boolean =>
  invalid ?? (ariaInvalid === true || ariaInvalid === 'true');

export function Input({ invalid, className, ...props }: InputProps) {
  const showInvalid = isInvalid(invalid, props['aria-invalid']);
  return (
    <input
      {...props}
      aria-invalid={showInvalid || undefined}
      className={controlClasses(showInvalid, cn('h-10', className))}
    />
  );
}
