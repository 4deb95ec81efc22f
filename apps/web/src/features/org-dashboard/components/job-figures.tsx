import { Skeleton } from '../../../components/ui/skeleton';
import { StatCard } from '../../../components/ui/stat-card';
import type { useOrgDashboard } from '../api/get-dashboard';
import { DASHBOARD_MESSAGES } from '../lib/messages';

/** The period's job figures, the same for every organisation role that posts jobs. */
export function JobFigures({ dashboard }: { dashboard: ReturnType<typeof useOrgDashboard> }) {
  // docs/product.md section 8: dashboard stat failures fall back to zeros.
  const figure = (value: number | undefined) => (dashboard.isPending ? <Skeleton className="h-8 w-12" /> : (value ?? 0));
  const data = dashboard.data;
  return (
    <section aria-label="Figures" aria-busy={dashboard.isFetching || undefined}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Active Jobs" value={figure(data?.active_jobs)} />
        <StatCard label="New Applicants" value={figure(data?.new_applicants)} />
        <StatCard label="Interviews" value={figure(data?.interviews)} />
        <StatCard label="Hired" value={figure(data?.hired)} />
      </div>
      {dashboard.isError && <p className="mt-2 text-sm text-slate-700">{DASHBOARD_MESSAGES.statsFailed}</p>}
    </section>
  );
}
