import type { ReactNode } from 'react';

/** One labelled fact of a detail dialog (a job's salary, an opportunity's place): a term and its value in a `<dl>`. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}
