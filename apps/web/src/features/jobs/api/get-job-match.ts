import type { MatchExplanation, MatchResult, Page } from '@tandem/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { jobKeys } from './keys';

/**
 * GET /api/matching/match/?job=<id>: the matching engine's explanation of the candidate's match with one active
 * job, or null when the job is not one the engine ranks for them (paused, closed or gone: a 404).
 */
export async function getJobMatchExplanation(jobId: number): Promise<MatchExplanation | null> {
  try {
    const page = await api.get<Page<MatchResult>>('/api/matching/match/', { params: { job: jobId } });
    return page.results.find((match) => match.job?.id === jobId)?.explanation ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const jobMatchQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: jobKeys.match(jobId),
    queryFn: () => getJobMatchExplanation(jobId),
    staleTime: 60_000,
    retry: false,
  });

/** The reasons of the job a detail modal shows; asked for only while one is open. */
export const useJobMatchExplanation = (jobId: number | null) =>
  useQuery({ ...jobMatchQueryOptions(jobId ?? 0), enabled: jobId !== null });
