import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMyJobs } from './get-my-jobs';
import { jobPostKeys } from './keys';

export interface MyJobCounts {
  total: number;
  active: number;
  paused: number;
  closed: number;
}

/** The figures of /myjobs' cards: one count per status, each from the server's COUNT with the same scope. */
export async function getMyJobCounts(): Promise<MyJobCounts> {
  const [total, active, paused, closed] = await Promise.all(
    [undefined, 'active', 'paused', 'closed'].map((status) =>
      getMyJobs({ status: status as 'active' | 'paused' | 'closed' | undefined, limit: 1, offset: 0 }),
    ),
  );
  return { total: total?.count ?? 0, active: active?.count ?? 0, paused: paused?.count ?? 0, closed: closed?.count ?? 0 };
}

export const myJobCountsQueryOptions = () =>
  queryOptions({ queryKey: jobPostKeys.counts(), queryFn: getMyJobCounts });

export const useMyJobCounts = () => useQuery(myJobCountsQueryOptions());
