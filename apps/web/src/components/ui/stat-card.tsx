import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A labelled figure ("Total Shortlisted 4"); the number stays beside its label for screen readers. */
export function StatCard({
  label,
  value,
  icon,
  className,
}: {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm',
        className,
      )}
    >
      {icon && (
        <span
          aria-hidden="true"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
        >
          {icon}
        </span>
      )}
      <dl className="min-w-0">
        <dt className="text-sm font-medium text-slate-700">{label}</dt>
        <dd className="text-2xl font-bold text-slate-900">{value}</dd>
      </dl>
    </div>
  );
}
