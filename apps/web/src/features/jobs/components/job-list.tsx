import type { JobAnswer } from '@tandem/contract';
import { UI_MESSAGES } from '@tandem/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useApplications, appliedJobIds } from '../../applications';
import { useJobs } from '../api/get-jobs';
import { useFetchErrorToast } from '../hooks/use-fetch-error-toast';
import type { MatchQuery } from '../lib/match-filters';
import { JobCard, JobCardSkeleton } from './job-card';
import { JobDetailDialog } from './job-detail-dialog';

/** The cards of one tab: three skeletons while loading, the empty text, paging with Show more jobs. */
export function JobList({ query }: { query: MatchQuery }) {
  const jobs = useJobs(query);
  const applications = useApplications();
  const [openId, setOpenId] = useState<number | null>(null);
  useFetchErrorToast(jobs.isError ? jobs.errorUpdatedAt : 0);

  if (jobs.isPending) {
    return (
      <div role="status" aria-label="Loading jobs" className="grid gap-4 lg:grid-cols-2">
        <JobCardSkeleton />
        <JobCardSkeleton />
        <JobCardSkeleton />
      </div>
    );
  }
  if (jobs.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-xl border border-danger-600/30 bg-red-50 p-6"
      >
        <p className="font-medium text-danger-700">
          {UI_MESSAGES.common.errorPrefix}
          {jobs.error.message}
        </p>
        <Button variant="outline" onClick={() => void jobs.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const list: JobAnswer[] = jobs.data.pages.flatMap((page) => page.results);
  if (list.length === 0) return <EmptyState>{UI_MESSAGES.jobs.noJobsMatching}</EmptyState>;
  const applied = appliedJobIds(applications.data ?? []);
  const open = list.find((job) => job.id === openId) ?? null;

  return (
    <>
      <ul aria-label="Jobs" className="grid gap-4 lg:grid-cols-2">
        {list.map((job) => (
          <li key={job.id}>
            <JobCard
              job={job}
              isOpen={openId === job.id}
              onToggle={() => setOpenId(openId === job.id ? null : job.id)}
            />
          </li>
        ))}
      </ul>
      {jobs.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button
            variant="outline"
            onClick={() => void jobs.fetchNextPage()}
            isPending={jobs.isFetchingNextPage}
            pendingText="Loading more jobs…"
          >
            Show more jobs
          </Button>
        </div>
      )}
      <JobDetailDialog
        job={open}
        onClose={() => setOpenId(null)}
        applied={open ? applied.has(open.id) : false}
      />
    </>
  );
}
