import type { CandidateInput } from '../types.ts';
import type { IdFilter } from './top-options.ts';
import type { JobIndex, RankedJob } from './job-index.ts';

/** One candidate's results in a matching session. */
export interface SessionResult {
  readonly candidateId: number;
  readonly jobs: readonly RankedJob[];
}

/** Options of a matching session. */
export interface SessionOptions {
  /** Jobs kept per candidate. */
  readonly k: number;
  readonly filter?: IdFilter;
}

/**
 * A matching session (POST /api/matching/match): the top k jobs of every candidate, yielded one
 * candidate at a time so the caller can store results, report progress (task-status) and yield the
 * event loop between batches. Nothing is kept here, so memory does not grow with the candidates.
 */
export function* matchSession(
  jobs: JobIndex,
  candidates: Iterable<CandidateInput>,
  options: SessionOptions,
): Generator<SessionResult, void, undefined> {
  const query = { k: options.k, ...(options.filter ? { filter: options.filter } : {}) };
  for (const candidate of candidates)
    yield { candidateId: candidate.id, jobs: jobs.topJobsFor(candidate, query) };
}
