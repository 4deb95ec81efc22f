import { APPLICATION_STATUS_LABELS } from '@tandem/contract';
import type { ApplicationStatus, OrgDashboardAnswer } from '@tandem/contract';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Card, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/dates';
import { initialsOf } from '@tandem/contract';
import { DASHBOARD_MESSAGES } from '../lib/messages';

const statusLabel = (status: string) => APPLICATION_STATUS_LABELS[status as ApplicationStatus] ?? status;

/** The candidate's own title and the job's, once when they are the same ('Data Analyst', not 'Data Analyst · Data Analyst'). */
export function roleLine(candidateTitle: string | null | undefined, jobTitle: string): string {
  const own = candidateTitle?.trim() ?? '';
  if (own === '' || own.toLocaleLowerCase('en-GB') === jobTitle.trim().toLocaleLowerCase('en-GB')) return jobTitle;
  return `${own} · ${jobTitle}`;
}

/** The latest applicants to the organisation's jobs, from the dashboard answer. */
export function RecentCandidates({
  candidates,
  isLoading,
}: {
  candidates: OrgDashboardAnswer['recent_candidates'] | undefined;
  isLoading: boolean;
}) {
  return (
    <Card aria-labelledby="recent-candidates-title" className="h-fit min-w-0">
      <div className="flex items-center justify-between gap-3">
        <CardTitle id="recent-candidates-title">Recent Candidates</CardTitle>
        <Link to="/candidatelist" className="text-sm font-medium text-brand-700 hover:underline">
          View all
        </Link>
      </div>
      {isLoading ? (
        <div role="status" aria-label="Loading candidates" className="mt-4 space-y-3">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-12 w-full" />
          ))}
        </div>
      ) : !candidates || candidates.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{DASHBOARD_MESSAGES.noCandidates}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {candidates.map((candidate) => (
            <li key={candidate.application_id} className="flex items-center gap-3 py-3">
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
              >
                {initialsOf(candidate.name)}
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-slate-900">{candidate.name}</p>
                <p className="truncate text-xs text-slate-600">{roleLine(candidate.title, candidate.job_title)}</p>
                <p className="text-xs text-slate-600">Applied {formatDate(candidate.applied_at)}</p>
              </div>
              <Badge tone="brand">{statusLabel(candidate.status)}</Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
