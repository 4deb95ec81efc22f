import { MATCH_THRESHOLD, type MatchResult, type Page } from '@tandem/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readMatches } from '../lib/read-matches';
import type { CandidateMatch } from '../lib/read-matches';
import { candidateKeys } from './keys';

const TOP = 20;

/**
 * GET /api/matching/match/?job=<id>: the job's candidates ranked by the matching engine, with the reasons.
 * 'Best matches' asks for those at MATCH_THRESHOLD or more; `others` asks for the top of the whole ranking.
 */
export async function getMatches(jobId: number, after: number | null): Promise<{ matches: CandidateMatch[]; count: number }> {
  const params = after === null ? { job: jobId, limit: TOP, min_score: MATCH_THRESHOLD } : { job: jobId, limit: TOP, offset: after };
  const page = await api.get<Page<MatchResult>>('/api/matching/match/', { params });
  return { matches: readMatches(page), count: page.count };
}

/** 'Best matches' (after null), or the candidates ranked after the first `after`: the others, on request. */
export const useMatches = (jobId: number | undefined, after: number | null = null, enabled = true) =>
  useQuery({
    queryKey: [...candidateKeys.matches(jobId ?? 0), after ?? 'best'],
    queryFn: () => getMatches(jobId ?? 0, after),
    enabled: enabled && jobId !== undefined,
  });
