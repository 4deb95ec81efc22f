import { UnreadConversationsLink } from '../../conversations';
import type { OrgDashboardPeriod } from '@tandem/contract';
import { ORG_DASHBOARD_PERIOD_LABELS } from '@tandem/contract';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatCard } from '../../../components/ui/stat-card';
import { useOrgDashboard } from '../api/get-dashboard';
import { DASHBOARD_MESSAGES } from '../lib/messages';
import { AwaitingReply } from './awaiting-reply';
import { JobListingsPanel } from './job-listings-panel';
import { PeriodSelect } from './period-select';
import { RecentCandidates } from './recent-candidates';

/** /orghome for a recruiter: the period's figures, the job listings and the latest applicants. */
export function RecruiterDashboard({ companyName }: { companyName: string | undefined }) {
  const [period, setPeriod] = useState<OrgDashboardPeriod>('30d');
  const dashboard = useOrgDashboard(period);
  // docs/product.md section 8: dashboard stat failures fall back to zeros.
  const figure = (value: number | undefined) =>
    dashboard.isPending ? <Skeleton className="h-8 w-12" /> : (value ?? 0);
  const data = dashboard.data;

  return (
    <>
      <PageHeader
        title="Dashboard"
        description={companyName ? `${companyName} · ${ORG_DASHBOARD_PERIOD_LABELS[period]}` : undefined}
        actions={
          <>
            <UnreadConversationsLink />
            <PeriodSelect value={period} onChange={setPeriod} />
          </>
        }
      />
      <AwaitingReply />
      <section aria-label="Figures" aria-busy={dashboard.isFetching || undefined}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard label="Active Jobs" value={figure(data?.active_jobs)} />
          <StatCard label="New Applicants" value={figure(data?.new_applicants)} />
          <StatCard label="Interviews" value={figure(data?.interviews)} />
          <StatCard label="Hired" value={figure(data?.hired)} />
        </div>
        {dashboard.isError && <p className="mt-2 text-sm text-slate-700">{DASHBOARD_MESSAGES.statsFailed}</p>}
      </section>
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <JobListingsPanel />
        </div>
        <RecentCandidates candidates={data?.recent_candidates} isLoading={dashboard.isPending} />
      </div>
    </>
  );
}
