import { APP_LOADING_ATTRIBUTE } from '../../app/first-paint/replace-first-paint';
import { cn } from '../../lib/cn';

interface SpinnerProps {
  /** What is loading, read by screen readers. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const SIZES = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export function Spinner({ label = 'Loading', size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={cn('inline-flex', className)}>
      <svg
        className={cn(SIZES[size], 'motion-safe:animate-spin')}
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
    </span>
  );
}

/** A spinner centred in the space a screen would take; it appears only if the wait lasts over 400 ms. */
export function PageSpinner({ label = 'Loading', appLoading = false }: { label?: string; appLoading?: boolean }) {
  return (
    <div
      // The app's own wait (its code, the session) before any screen: a first paint sent with the page stays
      // up meanwhile (app/first-paint/replace-first-paint.ts).
      {...(appLoading ? { [APP_LOADING_ATTRIBUTE]: '' } : {})}
      className="flex min-h-[50vh] animate-appear-late items-center justify-center text-brand-700"
    >
      <Spinner label={label} size="lg" />
    </div>
  );
}
