import type { MatchExplanation } from '../explain.ts';
import { opportunityAsJob } from '../profile.ts';
import type { CandidateInput, OpportunityInput } from '../types.ts';
import type { TopOptions } from './top-options.ts';
import { mapIterable } from './iterables.ts';
import { JobIndex, type IndexOptions, type RankedJob } from './job-index.ts';

/** One volunteer opportunity in a candidate's ranking. */
export interface RankedOpportunity {
  readonly opportunityId: number;
  readonly score: number;
  readonly explanation?: MatchExplanation;
}

/**
 * Volunteer opportunities for a candidate: a JobIndex over opportunities read as jobs of type
 * "volunteering" (see opportunityAsJob), so ranking, pruning and explanations are the jobs' own.
 */
export class OpportunityIndex {
  readonly #jobs: JobIndex;

  constructor(options: IndexOptions) {
    this.#jobs = new JobIndex(options);
  }

  get size(): number {
    return this.#jobs.size;
  }

  setToday(today: string): void {
    this.#jobs.setToday(today);
  }

  has(opportunityId: number): boolean {
    return this.#jobs.has(opportunityId);
  }

  upsert(opportunity: OpportunityInput): void {
    this.#jobs.upsert(opportunityAsJob(opportunity));
  }

  /** Adds or replaces many opportunities (the way to load the index at start). */
  upsertMany(opportunities: Iterable<OpportunityInput>): void {
    this.#jobs.upsertMany(mapIterable(opportunities, opportunityAsJob));
  }

  remove(opportunityId: number): boolean {
    return this.#jobs.remove(opportunityId);
  }

  topOpportunitiesFor(candidate: CandidateInput, options: TopOptions): RankedOpportunity[] {
    return this.#jobs.topJobsFor(candidate, options).map(asOpportunity);
  }

  scoreOpportunities(
    candidate: CandidateInput,
    opportunityIds: readonly number[],
    options: { explain?: boolean } = {},
  ): RankedOpportunity[] {
    return this.#jobs.scoreJobs(candidate, opportunityIds, options).map(asOpportunity);
  }

  match(candidate: CandidateInput, opportunityId: number): Required<RankedOpportunity> | undefined {
    const result = this.#jobs.match(candidate, opportunityId);
    return result && { opportunityId: result.jobId, score: result.score, explanation: result.explanation };
  }
}

function asOpportunity(job: RankedJob): RankedOpportunity {
  const { jobId, ...rest } = job;
  return { opportunityId: jobId, ...rest };
}
