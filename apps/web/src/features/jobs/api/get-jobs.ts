import type { JobAnswer, Page } from '@tandem/contract';
import { UI_MESSAGES } from '@tandem/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { QueryParams } from '../../../lib/api-client';
import { toJobListParams } from '../lib/match-filters';
import type { MatchQuery } from '../lib/match-filters';
import { jobKeys } from './keys';

export const JOBS_PAGE_SIZE = 20;

/** GET /api/jobprofile/: active jobs, each with isSaved and match_score for the signed-in candidate. */
export async function getJobs(params: QueryParams): Promise<Page<JobAnswer>> {
  const page = await api.get<Page<JobAnswer>>('/api/jobprofile/', { params });
  if (!Array.isArray(page?.results)) throw new Error(UI_MESSAGES.common.invalidApiResponse);
  return page;
}

/** /yourmatches: pages of 20, the next asked for when the candidate wants more. */
export const jobsInfiniteQueryOptions = (query: MatchQuery) =>
  infiniteQueryOptions({
    queryKey: jobKeys.list(query),
    queryFn: ({ pageParam }) => getJobs(toJobListParams(query, pageParam, JOBS_PAGE_SIZE)),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return last.next && loaded < last.count ? loaded : undefined;
    },
  });

export const useJobs = (query: MatchQuery) => useInfiniteQuery(jobsInfiniteQueryOptions(query));

/** Every saved job (the shortlist of /jobs), newest first. */
export const savedJobsQueryOptions = () =>
  queryOptions({
    queryKey: jobKeys.saved(),
    queryFn: () => getJobs({ saved: 'true', limit: 1000, ordering: '-created_at' }),
  });

export const useSavedJobs = () => useQuery(savedJobsQueryOptions());
