import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { controlClasses, isInvalid } from './input';

export interface TextareaProps extends ComponentProps<'textarea'> {
  invalid?: boolean;
}

export function Textarea({ invalid, className, rows = 4, ...props }: TextareaProps) {
  const showInvalid = isInvalid(invalid, props['aria-invalid']);
  return (
    <textarea
      rows={rows}
      {...props}
      aria-invalid={showInvalid || undefined}
      className={controlClasses(showInvalid, cn('py-2', className))}
    />
  );
}
