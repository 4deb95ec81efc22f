import { cn } from '../../lib/cn';

/** A grey placeholder block while content loads; hidden from assistive technology (announce loading elsewhere). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('rounded-md bg-slate-200 motion-safe:animate-pulse', className)} />
  );
}
