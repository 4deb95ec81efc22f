import type { JobAnswer } from '@tandem/contract';
import { UI_MESSAGES } from '@tandem/contract';
import type { ReactNode } from 'react';
import { FormAlert } from '../../../components/ui/field';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import type { MyJobsList } from '../hooks/use-my-jobs-list';

interface MyJobsResultsProps {
  list: MyJobsList;
  /** The placeholders while the first page loads: the column's classes and each row's. */
  skeleton: { className: string; rowClassName: string };
  /** How "no job matches" stands on the page. */
  empty: (message: string) => ReactNode;
  /** Leaves the pager out when everything fits on one page. */
  pagerOnlyWhenPaged?: boolean;
  /** The page of jobs. */
  children: (jobs: readonly JobAnswer[]) => ReactNode;
}

/**
 * A page of the organisation's own jobs with what stands in for it: placeholders while it loads, a message when it
 * fails (not "none match"), "none match" when it is empty; then the pager.
 */
export function MyJobsResults({ list, skeleton, empty, pagerOnlyWhenPaged = false, children }: MyJobsResultsProps) {
  const { jobs, results } = list;
  const total = jobs.data?.count ?? 0;
  return (
    <>
      {jobs.isError && <FormAlert>{UI_MESSAGES.jobs.errorFetchingJobs}</FormAlert>}
      {jobs.isPending ? (
        <div role="status" aria-label="Loading jobs" className={skeleton.className}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className={skeleton.rowClassName} />
          ))}
        </div>
      ) : results.length === 0 ? (
        !jobs.isError && empty(UI_MESSAGES.jobs.noJobsMatching)
      ) : (
        children(results)
      )}
      {(!pagerOnlyWhenPaged || total > list.pageSize) && (
        <Pager label="Job listings" page={list.page} pageSize={list.pageSize} total={total} onPageChange={list.setPage} isFetching={jobs.isFetching} />
      )}
    </>
  );
}
