import type { CandidateIndex, IdFilter, JobInput, RankedCandidate } from '@tandem/matching';
import type { PageWindow } from '../../lib/pagination.ts';

/** How many candidates a 'Best matches' list looks through for those at min_score or more. */
const MIN_SCORE_DEPTH = 500;

/** Whom a job's ranking may show (matchingPolicy.candidatesVisibleTo), and how many they are. */
interface RankedFor {
  readonly filter: IdFilter;
  readonly count: number;
}

/**
 * One page of the candidates ranked for a job, explained, and how many there are in all: all those visible, or with
 * minScore those at minScore or more within the best MIN_SCORE_DEPTH. With minScore one ranking serves both: the
 * index ranks the best MIN_SCORE_DEPTH at minScore or more (never scoring those whose bound is under it), and only
 * the page's candidates are explained, by id. Ranking again for the page, with explanations, cost a second top-k
 * query over the whole index (bench:matching-popular measures both at a million candidates).
 */
export function rankedCandidates(index: Pick<CandidateIndex, 'topCandidatesFor' | 'scoreCandidates'>, job: JobInput, visible: RankedFor, minScore: number | undefined, window: PageWindow): { count: number; ranked: RankedCandidate[] } {
  const filter = visible.filter;
  if (minScore === undefined) return { count: visible.count, ranked: index.topCandidatesFor(job, { k: window.limit, offset: window.offset, explain: true, filter }) };
  // Ranked best first, so the page is a slice of the ranking; its order (score, then id) is the index's.
  const scored = index.topCandidatesFor(job, { k: Math.min(MIN_SCORE_DEPTH, visible.count), filter, minScore });
  const page = scored.slice(window.offset, window.offset + window.limit);
  return { count: scored.length, ranked: index.scoreCandidates(job, page.map((item) => item.candidateId), { explain: true }) };
}
