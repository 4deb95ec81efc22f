import type { JobAnswer, JobStatus, Page } from '@tandem/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jobPostKeys } from './keys';

export interface MyJobsFilters {
  search?: string;
  /** undefined for every status. */
  status?: JobStatus;
  limit: number;
  offset: number;
}

/**
 * GET /api/jobprofile/?mine=true: only the organisation's own jobs, every status, filtered and paged on the
 * server (docs/product.md section 6 filtered them in the page; docs/product.md moves it to the server).
 */
export const getMyJobs = ({ search, status, limit, offset }: MyJobsFilters): Promise<Page<JobAnswer>> =>
  api.get<Page<JobAnswer>>('/api/jobprofile/', {
    params: { mine: true, search: search?.trim() || undefined, status, limit, offset, ordering: '-created_at' },
  });

export const myJobsQueryOptions = (filters: MyJobsFilters) =>
  queryOptions({
    queryKey: jobPostKeys.list(filters),
    queryFn: () => getMyJobs(filters),
    placeholderData: keepPreviousData,
  });

export const useMyJobs = (filters: MyJobsFilters, options: { enabled?: boolean } = {}) =>
  useQuery({ ...myJobsQueryOptions(filters), enabled: options.enabled ?? true });
