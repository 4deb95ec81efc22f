import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The words a list shows when it has nothing, with an optional way forward. */
export function EmptyState({
  children,
  action,
  className,
}: {
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center',
        className,
      )}
    >
      <p className="text-slate-700">{children}</p>
      {action}
    </div>
  );
}
