import { requireDay } from '../dates.ts';
import { explainProfiles, type MatchExplanation } from '../explain.ts';
import { compileJob, readCandidate } from '../profile.ts';
import { toScore } from '../score-core.ts';
import { skillPoints } from '../skills.ts';
import type { CandidateInput, JobInput } from '../types.ts';
import { candidateQuery, type CandidateQuery } from './candidate-query.ts';
import { candidateOtherPoints, rankCandidates } from './candidate-ranking.ts';
import { CandidateStore } from './candidate-store.ts';
import { rankCount, toPredicate, type TopOptions } from './top-options.ts';
import { mapIterable } from './iterables.ts';
import type { IndexOptions } from './job-index.ts';
import { Ranking } from './ranking.ts';
import { Scratch } from './scratch.ts';
import type { Ranked } from './top-k.ts';

/** One candidate in a job's ranking. */
export interface RankedCandidate {
  readonly candidateId: number;
  readonly score: number;
  readonly explanation?: MatchExplanation;
}

// A set of allowed ids this much smaller than the index is scored directly instead of searched.
const SMALL_FILTER_RATIO = 32;

/**
 * Candidates indexed for "who suits this job": the mirror of JobIndex, with the same model, the same
 * kind of pruning (see rankCandidates) and the same answers as scoring every pair one by one.
 */
export class CandidateIndex {
  readonly #store: CandidateStore;
  readonly #scratch = new Scratch();
  #today: number;

  constructor(options: IndexOptions) {
    this.#store = new CandidateStore(options.vocabulary);
    this.#today = requireDay(options.today);
  }

  /** How many candidates the index holds. */
  get size(): number {
    return this.#store.slots.size;
  }

  /** Moves "today" on: experience without an end date is counted up to it at query time. */
  setToday(today: string): void {
    this.#today = requireDay(today);
  }

  has(candidateId: number): boolean {
    return this.#store.slots.slotOf(candidateId) !== undefined;
  }

  /** Adds a candidate, or replaces the one with the same id. */
  upsert(candidate: CandidateInput): void {
    // Periods are stored undated and counted up to today at query time.
    this.#store.upsert(readCandidate(this.#store.vocabulary, candidate));
  }

  /** Adds or replaces many candidates: the way to load an index at start, several times faster than upsert one by one. */
  upsertMany(candidates: Iterable<CandidateInput>): void {
    const vocabulary = this.#store.vocabulary;
    this.#store.upsertMany(mapIterable(candidates, (candidate) => readCandidate(vocabulary, candidate)));
  }

  /** Removes a candidate; false when it was not indexed. */
  remove(candidateId: number): boolean {
    return this.#store.remove(candidateId);
  }

  /** Gives back spare memory after a bulk load (optional). */
  trim(): void {
    this.#store.trim();
  }

  /** The best candidates for a job, by score descending then candidate id ascending. */
  topCandidatesFor(job: JobInput, options: TopOptions): RankedCandidate[] {
    const query = this.#query(job);
    const count = Math.min(rankCount(options), this.size);
    const filter = options.filter;
    let ranked: Ranked[] = [];
    if (count > 0 && filter instanceof Set && filter.size * SMALL_FILTER_RATIO < this.size) {
      ranked = this.#rankListed(query, [...(filter as ReadonlySet<number>)], count);
    } else if (count > 0) {
      const ranking = new Ranking(count, toPredicate(filter));
      rankCandidates(this.#store, query, this.#scratch, ranking, this.#today);
      ranked = ranking.sorted();
    }
    return ranked.slice(options.offset ?? 0).map((r) => this.#result(query, r, options.explain === true));
  }

  /** Scores the given candidates for a job, in the order given; unknown ids are left out. */
  scoreCandidates(
    job: JobInput,
    candidateIds: readonly number[],
    options: { explain?: boolean } = {},
  ): RankedCandidate[] {
    const query = this.#query(job);
    const out: RankedCandidate[] = [];
    for (const id of candidateIds) {
      const slot = this.#store.slots.slotOf(id);
      if (slot === undefined) continue;
      out.push(this.#result(query, { id, score: this.#scoreSlot(query, slot) }, options.explain === true));
    }
    return out;
  }

  /** The exact score and explanation of one (job, candidate) pair; undefined when the candidate is not indexed. */
  match(job: JobInput, candidateId: number): Required<RankedCandidate> | undefined {
    const [result] = this.scoreCandidates(job, [candidateId], { explain: true });
    return result?.explanation ? { ...result, explanation: result.explanation } : undefined;
  }

  #query(job: JobInput): CandidateQuery {
    return candidateQuery(this.#store, compileJob(this.#store.vocabulary, job));
  }

  #result(query: CandidateQuery, ranked: Ranked, explain: boolean): RankedCandidate {
    if (!explain) return { candidateId: ranked.id, score: ranked.score };
    const slot = this.#store.slots.slotOf(ranked.id) ?? 0;
    const candidate = this.#store.profileAt(slot, this.#today);
    const explanation = explainProfiles(this.#store.vocabulary, candidate, query.job);
    return { candidateId: ranked.id, score: ranked.score, explanation };
  }

  // A small allowed set: score each allowed candidate directly rather than search the index.
  #rankListed(query: CandidateQuery, ids: readonly number[], count: number): Ranked[] {
    const ranking = new Ranking(count, null);
    for (const id of ids) {
      const slot = this.#store.slots.slotOf(id);
      if (slot !== undefined) ranking.offer(this.#scoreSlot(query, slot), id);
    }
    return ranking.sorted();
  }

  #scoreSlot(query: CandidateQuery, slot: number): number {
    const credits = this.#store.creditsAt(slot);
    let units = 0;
    for (const key of query.keys) units += credits.get(key) ?? 0;
    const other = candidateOtherPoints(this.#store, query, slot, this.#today);
    return toScore(skillPoints(units, query.keywordCount) + other);
  }
}
