import type { JobAnswer } from '@tandem/contract';
import { UI_MESSAGES } from '@tandem/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatCard } from '../../../components/ui/stat-card';
import { useMyJobCounts } from '../api/get-my-job-counts';
import { useMyJobs } from '../api/get-my-jobs';
import { DeleteJobDialog } from '../components/delete-job-dialog';
import { JobCards } from '../components/job-cards';
import { JobDetailsDialog } from '../components/job-details-dialog';
import { JobsTable } from '../components/jobs-table';
import { SearchInput } from '../../../components/ui/search-input';
import { ViewToggle } from '../components/view-toggle';
import type { JobsView } from '../components/view-toggle';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { toStatusParam } from '../lib/job-status';
import type { StatusFilter } from '../lib/job-status';

const PAGE_SIZE = 10;
const FILTERS = [
  { value: '', label: 'All Jobs' },
  { value: 'active', label: 'Active' },
  { value: 'paused', label: 'Paused' },
  { value: 'closed', label: 'Closed' },
];

/** /myjobs: the organisation's own jobs, searched, filtered and paged on the server, as a table or cards. */
export function MyJobsRoute() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('');
  const [page, setPage] = useState(0);
  const [view, setView] = useState<JobsView>('table');
  const [viewing, setViewing] = useState<JobAnswer | null>(null);
  const [deleting, setDeleting] = useState<JobAnswer | null>(null);
  const settledSearch = useDebouncedValue(search);
  const counts = useMyJobCounts();
  const jobs = useMyJobs({ search: settledSearch, status: toStatusParam(status), limit: PAGE_SIZE, offset: page * PAGE_SIZE });
  const results = jobs.data?.results ?? [];
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
        <SearchInput
          aria-label="Search jobs"
          placeholder={UI_MESSAGES.myJobs.searchPlaceholder}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
          className="min-w-0 flex-1 basis-60"
        />
        <div className="w-36 shrink-0">
          <Select
            aria-label="Filter by status"
            value={status}
            options={FILTERS}
            onChange={(event) => {
              setStatus(event.target.value as StatusFilter);
              setPage(0);
            }}
          />
        </div>
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
