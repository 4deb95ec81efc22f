import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { controlClasses, isInvalid } from './input';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends ComponentProps<'select'> {
  invalid?: boolean;
  options?: readonly SelectOption[];
  /** A first, empty choice such as "Select a role". */
  placeholder?: string;
}

/** A native select: keyboard, screen reader and mobile pickers work as the platform does. */
export function Select({ invalid, options, placeholder, className, children, ...props }: SelectProps) {
  const showInvalid = isInvalid(invalid, props['aria-invalid']);
  return (
    <select
      {...props}
      aria-invalid={showInvalid || undefined}
      className={controlClasses(showInvalid, cn('h-10 pr-8', className))}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options?.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
      {children}
    </select>
  );
}
