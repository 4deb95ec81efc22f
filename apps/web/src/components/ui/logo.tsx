import { cn } from '../../lib/cn';

/** Tandem's mark: two linked rings, drawn inline so it costs no request. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8', className)} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#4338ca" />
      <circle cx="12" cy="16" r="6" fill="none" stroke="#fff" strokeWidth="3" />
      <circle cx="20" cy="16" r="6" fill="none" stroke="#a5b4fc" strokeWidth="3" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 text-xl font-bold tracking-tight text-slate-900',
        className,
      )}
    >
      <LogoMark />
      Tandem
    </span>
  );
}
