import type { ReactNode } from 'react';
import { useId } from 'react';
import { cn } from '../../../../lib/cn';

interface FormSectionProps {
  title: string;
  description?: ReactNode;
  /** Beside the heading, e.g. "Add education". */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One titled part of /editprofile, a landmark named by its heading. */
export function FormSection({ title, description, action, children, className }: FormSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}
    >
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-slate-700">{description}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
