import { UnreadConversationsLink } from '../../conversations';
import type { OrgDashboardPeriod } from '@tandem/contract';
import { ORG_DASHBOARD_PERIOD_LABELS } from '@tandem/contract';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { useOrgDashboard } from '../api/get-dashboard';
import { AwaitingReply } from './awaiting-reply';
import { JobFigures } from './job-figures';
import { JobListingsPanel } from './job-listings-panel';
import { PeriodSelect } from './period-select';
import { RecentCandidates } from './recent-candidates';
import { DASHBOARD_MESSAGES } from '../lib/messages';

/** /orghome for a recruiter: the period's figures, the job listings and the latest applicants. */
export function RecruiterDashboard({ companyName }: { companyName: string | undefined }) {
  const [period, setPeriod] = useState<OrgDashboardPeriod>('30d');
  const dashboard = useOrgDashboard(period);
  const data = dashboard.data;

  return (
    <>
      <PageHeader
        title="Dashboard"
        description={DASHBOARD_MESSAGES.headerLine(companyName, ORG_DASHBOARD_PERIOD_LABELS[period])}
        actions={
          <>
            <UnreadConversationsLink />
            <PeriodSelect value={period} onChange={setPeriod} />
          </>
        }
      />
      <AwaitingReply />
      <JobFigures dashboard={dashboard} />
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <JobListingsPanel />
        </div>
        <RecentCandidates candidates={data?.recent_candidates} isLoading={dashboard.isPending} />
      </div>
    </>
  );
}
