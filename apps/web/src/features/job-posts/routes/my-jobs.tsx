import type { JobAnswer } from '@tandem/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatCard } from '../../../components/ui/stat-card';
import { useMyJobCounts } from '../api/get-my-job-counts';
import { DeleteJobDialog } from '../components/delete-job-dialog';
import { JobCards } from '../components/job-cards';
import { JobDetailsDialog } from '../components/job-details-dialog';
import { JobListFilters } from '../components/job-list-filters';
import { JobsTable } from '../components/jobs-table';
import { MyJobsResults } from '../components/my-jobs-results';
import { useMyJobsList } from '../hooks/use-my-jobs-list';
import { ViewToggle } from '../components/view-toggle';
import type { JobsView } from '../components/view-toggle';

const PAGE_SIZE = 10;

/** /myjobs: the organisation's own jobs, searched, filtered and paged on the server, as a table or cards. */
export function MyJobsRoute() {
  const list = useMyJobsList(PAGE_SIZE);
  const [view, setView] = useState<JobsView>('table');
  const [viewing, setViewing] = useState<JobAnswer | null>(null);
  const [deleting, setDeleting] = useState<JobAnswer | null>(null);
  const counts = useMyJobCounts();
  const countValue = (value: number | undefined) => (counts.isPending ? <Skeleton className="h-8 w-12" /> : (value ?? 0));

  return (
    <>
      <PageHeader
        title="Job Listings"
        description="Manage your posted job opportunities"
        actions={
          <Link to="/jobpost" className={buttonClasses()}>
            + New Job
          </Link>
        }
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard label="Total Jobs" value={countValue(counts.data?.total)} />
        <StatCard label="Active Jobs" value={countValue(counts.data?.active)} />
        <StatCard label="Closed" value={countValue(counts.data?.closed)} />
      </div>

      <div className="mt-8 flex flex-wrap items-center gap-3">
        <JobListFilters list={list} look="page" />
        <ViewToggle view={view} onChange={setView} />
      </div>

      <section aria-label="Job results" aria-busy={list.jobs.isFetching || undefined} className="mt-6 space-y-4">
        <MyJobsResults
          list={list}
          skeleton={{ className: 'space-y-3', rowClassName: 'h-16 w-full' }}
          empty={(message) => <EmptyState>{message}</EmptyState>}
          pagerOnlyWhenPaged
        >
          {(results) =>
            view === 'table' ? (
              <JobsTable jobs={results} onView={setViewing} onDelete={setDeleting} />
            ) : (
              <JobCards jobs={results} onView={setViewing} onDelete={setDeleting} />
            )
          }
        </MyJobsResults>
      </section>

      <JobDetailsDialog job={viewing} onClose={() => setViewing(null)} />
      <DeleteJobDialog job={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
