import { useState } from 'react';
import { useMyJobs } from '../api/get-my-jobs';
import { toStatusParam } from '../lib/job-status';
import type { StatusFilter } from '../lib/job-status';
import { useDebouncedValue } from './use-debounced-value';

export type MyJobsList = ReturnType<typeof useMyJobsList>;

/**
 * The organisation's own jobs as /myjobs and the dashboard list them: searched (once typing settles), filtered
 * by status and paged on the server. A new search or filter starts again from the first page.
 */
export function useMyJobsList(pageSize: number) {
  const [search, setSearchText] = useState('');
  const [status, setStatusFilter] = useState<StatusFilter>('');
  const [page, setPage] = useState(0);
  const settledSearch = useDebouncedValue(search);
  const jobs = useMyJobs({ search: settledSearch, status: toStatusParam(status), limit: pageSize, offset: page * pageSize });
  return {
    search,
    setSearch: (value: string) => {
      setSearchText(value);
      setPage(0);
    },
    status,
    setStatus: (value: StatusFilter) => {
      setStatusFilter(value);
      setPage(0);
    },
    page,
    setPage,
    pageSize,
    jobs,
    results: jobs.data?.results ?? [],
  };
}
