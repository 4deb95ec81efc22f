import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readMatches } from '../lib/read-matches';
import type { CandidateMatch } from '../lib/read-matches';
import { candidateKeys } from './keys';

const TOP = 20;

/** GET /api/matching/match/?job=<id>: the job's candidates ranked by the matching engine, with the reasons. */
export const getMatches = async (jobId: number): Promise<CandidateMatch[]> =>
  readMatches(await api.get<unknown>('/api/matching/match/', { params: { job: jobId, limit: TOP } }));

export const useMatches = (jobId: number | undefined) =>
  useQuery({
    queryKey: candidateKeys.matches(jobId ?? 0),
    queryFn: () => getMatches(jobId ?? 0),
    enabled: jobId !== undefined,
  });
