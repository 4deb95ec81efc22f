import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const looks = {
  /** A list's filter box. */
  box: 'rounded-lg bg-white pr-3',
  /** The top bar's rounded search field. */
  pill: 'rounded-full bg-slate-50 pr-4 focus:bg-white',
} as const;

type SearchInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  'aria-label': string;
  look?: keyof typeof looks;
};

/** A search box with a magnifier; its name comes from aria-label (the placeholder is only a hint). */
export function SearchInput({ className, look = 'box', ...props }: SearchInputProps) {
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
        className={cn(
          'h-10 w-full border border-slate-300 pl-9 text-base placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 sm:text-sm',
          looks[look],
        )}
      />
    </div>
  );
}
