import type { ReactNode } from 'react';
import { useId } from 'react';
import { cn } from '../../../lib/cn';

/** A titled card of the home screen, a region named by its heading. */
export function HomeCard({
  title,
  action,
  children,
  className,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6',
        className,
      )}
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
