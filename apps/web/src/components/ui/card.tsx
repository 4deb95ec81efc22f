import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A white panel with a border: the page's basic surface. */
export function Card({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section
      className={cn('rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}
      {...props}
    />
  );
}

export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 className={cn('text-lg font-semibold text-slate-900', className)} {...props} />;
}
