import type { ComponentProps } from 'react';
import { cn } from '../../../lib/cn';

/** A search box with a magnifier; its name comes from aria-label (the placeholder is only a hint). */
export function SearchInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'> & { 'aria-label': string }) {
  return (
    <div className={cn('relative', className)}>
      <svg
        viewBox="0 0 20 20"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      >
        <circle cx="9" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M14 14l4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        type="search"
        {...props}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-base placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 sm:text-sm"
      />
    </div>
  );
}
