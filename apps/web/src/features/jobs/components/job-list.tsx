import type { JobAnswer } from '@tandem/contract';
import { UI_MESSAGES } from '@tandem/contract';
import { useDeferredValue } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { MATCH_THRESHOLD } from '@tandem/contract';
import { useApplications, appliedJobIds } from '../../applications';
import { useJobs } from '../api/get-jobs';
import { useFetchErrorToast } from '../hooks/use-fetch-error-toast';
import { useOpenJob } from '../hooks/use-open-job';
import type { MatchQuery } from '../lib/match-filters';
import { JOB_MATCH_MESSAGES } from '../lib/messages';
import { JobCard } from './job-card';
import { JobListSkeleton } from './job-card-skeleton';
import { JobDetailDialog } from './job-detail-dialog';

/** A phone's screen shows two or three cards: these render with the answer, the rest just after. */
const FIRST_CARDS = 4;

interface JobCardsProps {
  list: JobAnswer[];
  openId: number | null;
  onToggle: (id: number) => void;
  label?: string;
  headingLevel?: 2 | 3;
}

/**
 * The cards, the first few at once and the rest in a render React can interrupt (useDeferredValue): twenty cards
 * in one go were one long task on a slow phone, in the middle of the screen's first load.
 */
function JobCards({ list, openId, onToggle, label = 'Jobs', headingLevel = 2 }: JobCardsProps) {
  const shown = useDeferredValue(list, list.slice(0, FIRST_CARDS));
  if (list.length === 0) return null;
  return (
    <ul aria-label={label} className="grid gap-4 lg:grid-cols-2">
      {shown.map((job) => (
        <li key={job.id}>
          <JobCard job={job} headingLevel={headingLevel} isOpen={openId === job.id} onToggle={() => onToggle(job.id)} />
        </li>
      ))}
    </ul>
  );
}

function SplitCards({ list, openId, onToggle }: JobCardsProps) {
  const [matched, others] = splitAtThreshold(list);
  return (
    <div className="space-y-8">
      <JobCards list={matched} openId={openId} onToggle={onToggle} label="Jobs that match your profile" />
      {others.length > 0 && (
        <section aria-labelledby="other-jobs" className="space-y-3">
          <h2 id="other-jobs" className="text-lg font-semibold text-slate-900">
            {JOB_MATCH_MESSAGES.otherJobs}
          </h2>
          {matched.length === 0 && <p className="text-sm text-slate-700">{JOB_MATCH_MESSAGES.noMatchesYet}</p>}
          <JobCards list={others} openId={openId} onToggle={onToggle} label={JOB_MATCH_MESSAGES.otherJobs} headingLevel={3} />
        </section>
      )}
    </div>
  );
}

/** Ranked best first, jobs at MATCH_THRESHOLD or more are a prefix: the rest go under 'Other jobs'. */
function splitAtThreshold(list: JobAnswer[]): [JobAnswer[], JobAnswer[]] {
  const first = list.findIndex((job) => (job.match_score ?? 0) < MATCH_THRESHOLD);
  return first < 0 ? [list, []] : [list.slice(0, first), list.slice(first)];
}

/**
 * The cards of one tab: three skeletons while loading, the empty text, paging with Show more jobs. Ranked by
 * match (`split`), the jobs that match come first and the rest follow under 'Other jobs' (docs/product.md section C14).
 */
export function JobList({ query, split = false }: { query: MatchQuery; split?: boolean }) {
  const jobs = useJobs(query);
  const applications = useApplications();
  const [openId, openJob, closeJob] = useOpenJob();
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
      {split ? (
        <SplitCards list={list} openId={openId} onToggle={(id) => (openId === id ? closeJob() : openJob(id))} />
      ) : (
        <JobCards list={list} openId={openId} onToggle={(id) => (openId === id ? closeJob() : openJob(id))} />
      )}
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
        onClose={closeJob}
        applied={open ? applied.has(open.id) : false}
      />
    </>
  );
}
