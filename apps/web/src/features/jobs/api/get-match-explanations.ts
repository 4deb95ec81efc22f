import type { Page } from '@tandem/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jobKeys } from './keys';

/** How many of the best matches to ask the engine to explain: the ones a candidate opens. */
const EXPLAINED = 100;

interface RankedMatch {
  job?: { id: number };
  score: number;
  explanation: unknown;
}

/**
 * GET /api/matching/match/: the candidate's best jobs with the engine's reasons. The API has no call for one
 * job's explanation, so the detail modal reads it from here and, for a job outside these, gives its own reasons.
 */
export async function getMatchExplanations(): Promise<Map<number, unknown>> {
  const page = await api.get<Page<RankedMatch>>('/api/matching/match/', { params: { limit: EXPLAINED } });
  const explanations = new Map<number, unknown>();
  for (const match of Array.isArray(page?.results) ? page.results : []) {
    if (typeof match.job?.id === 'number') explanations.set(match.job.id, match.explanation);
  }
  return explanations;
}

export const matchExplanationsQueryOptions = () =>
  queryOptions({
    queryKey: jobKeys.explanations(),
    queryFn: getMatchExplanations,
    staleTime: 60_000,
    retry: false,
  });

/** Asked for only once a detail modal opens. */
export const useMatchExplanations = (enabled: boolean) =>
  useQuery({ ...matchExplanationsQueryOptions(), enabled });
