import type { JobAnswer } from '@tandem/contract';
import { UI_MESSAGES } from '@tandem/contract';
import { useDeferredValue, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useApplications, appliedJobIds } from '../../applications';
import { useJobs } from '../api/get-jobs';
import { useFetchErrorToast } from '../hooks/use-fetch-error-toast';
import type { MatchQuery } from '../lib/match-filters';
import { JobCard } from './job-card';
import { JobListSkeleton } from './job-card-skeleton';
import { JobDetailDialog } from './job-detail-dialog';

/** A phone's screen shows two or three cards: these render with the answer, the rest just after. */
const FIRST_CARDS = 4;

interface JobCardsProps {
  list: JobAnswer[];
  openId: number | null;
  onToggle: (id: number) => void;
}

/**
 * The cards, the first few at once and the rest in a render React can interrupt (useDeferredValue): twenty cards
 * in one go were one long task on a slow phone, in the middle of the screen's first load.
 */
function JobCards({ list, openId, onToggle }: JobCardsProps) {
  const shown = useDeferredValue(list, list.slice(0, FIRST_CARDS));
  return (
    <ul aria-label="Jobs" className="grid gap-4 lg:grid-cols-2">
      {shown.map((job) => (
        <li key={job.id}>
          <JobCard job={job} headingLevel={2} isOpen={openId === job.id} onToggle={() => onToggle(job.id)} />
        </li>
      ))}
    </ul>
  );
}

/** The cards of one tab: three skeletons while loading, the empty text, paging with Show more jobs. */
export function JobList({ query }: { query: MatchQuery }) {
  const jobs = useJobs(query);
  const applications = useApplications();
  const [openId, setOpenId] = useState<number | null>(null);
  useFetchErrorToast(jobs.isError ? jobs.errorUpdatedAt : 0);

  if (jobs.isPending) return <JobListSkeleton />;
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
      <JobCards list={list} openId={openId} onToggle={(id) => setOpenId(openId === id ? null : id)} />
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
