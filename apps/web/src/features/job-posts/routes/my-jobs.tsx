import type { JobAnswer } from '@tandem/contract';
import { UI_MESSAGES } from '@tandem/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatCard } from '../../../components/ui/stat-card';
import { useMyJobCounts } from '../api/get-my-job-counts';
import { DeleteJobDialog } from '../components/delete-job-dialog';
import { JobCards } from '../components/job-cards';
import { JobDetailsDialog } from '../components/job-details-dialog';
import { JobListFilters } from '../components/job-list-filters';
import { JobsTable } from '../components/jobs-table';
import { useMyJobsList } from '../hooks/use-my-jobs-list';
import { ViewToggle } from '../components/view-toggle';
import type { JobsView } from '../components/view-toggle';

const PAGE_SIZE = 10;

/** /myjobs: the organisation's own jobs, searched, filtered and paged on the server, as a table or cards. */
export function MyJobsRoute() {
  const { search, setSearch, status, setStatus, page, setPage, jobs, results } = useMyJobsList(PAGE_SIZE);
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
        <JobListFilters
          search={search}
          onSearch={setSearch}
          status={status}
          onStatus={setStatus}
          allLabel="All Jobs"
          searchLabel="Search jobs"
          searchPlaceholder={UI_MESSAGES.myJobs.searchPlaceholder}
          searchClassName="min-w-0 flex-1 basis-60"
          statusClassName="w-36 shrink-0"
        />
        <ViewToggle view={view} onChange={setView} />
      </div>

      <section aria-label="Job results" aria-busy={jobs.isFetching || undefined} className="mt-6 space-y-4">
        {jobs.isError && <FormAlert>{UI_MESSAGES.jobs.errorFetchingJobs}</FormAlert>}
        {jobs.isPending ? (
          <div role="status" aria-label="Loading jobs" className="space-y-3">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-16 w-full" />
            ))}
          </div>
        ) : results.length === 0 ? (
          !jobs.isError && <EmptyState>{UI_MESSAGES.jobs.noJobsMatching}</EmptyState>
        ) : view === 'table' ? (
          <JobsTable jobs={results} onView={setViewing} onDelete={setDeleting} />
        ) : (
          <JobCards jobs={results} onView={setViewing} onDelete={setDeleting} />
        )}
        {(jobs.data?.count ?? 0) > PAGE_SIZE && (
          <Pager
            label="Job listings"
            page={page}
            pageSize={PAGE_SIZE}
            total={jobs.data?.count ?? 0}
            onPageChange={setPage}
            isFetching={jobs.isFetching}
          />
        )}
      </section>

      <JobDetailsDialog job={viewing} onClose={() => setViewing(null)} />
      <DeleteJobDialog job={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
