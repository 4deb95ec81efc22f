import { requireDay } from '../dates.ts';
import { explainProfiles, type MatchExplanation } from '../explain.ts';
import { compileJob, readCandidate, type CandidateFacts } from '../profile.ts';
import type { CandidateInput, JobInput } from '../types.ts';
import { candidateQuery, type CandidateQuery } from './candidate-query.ts';
import { candidateScore, rankCandidates } from './candidate-ranking.ts';
import { CandidateStore } from './candidate-store.ts';
import { IndexedProfiles } from './indexed-profiles.ts';
import type { IndexOptions } from './job-index.ts';
import type { Ranking } from './ranking.ts';
import { Scratch } from './scratch.ts';
import type { Ranked } from './top-k.ts';
import type { TopOptions } from './top-options.ts';
import type { SkillVocabulary } from '../vocabulary.ts';

/** One candidate in a job's ranking. */
export interface RankedCandidate {
  readonly candidateId: number;
  readonly score: number;
  readonly explanation?: MatchExplanation;
}

/**
 * Candidates indexed for "who suits this job": the mirror of JobIndex, with the same model, the same
 * kind of pruning (see rankCandidates) and the same answers as scoring every pair one by one.
 */
export class CandidateIndex extends IndexedProfiles<CandidateInput, CandidateFacts> {
  protected readonly store: CandidateStore;
  readonly #scratch = new Scratch();
  #today: number;

  constructor(options: IndexOptions) {
    super();
    this.store = new CandidateStore(options.vocabulary);
    this.#today = requireDay(options.today);
  }

  /** Moves "today" on: experience without an end date is counted up to it at query time. */
  setToday(today: string): void {
    this.#today = requireDay(today);
  }

  // Periods are stored undated and counted up to today at query time.
  protected compile(vocabulary: SkillVocabulary, candidate: CandidateInput): CandidateFacts {
    return readCandidate(vocabulary, candidate);
  }

  /** The best candidates for a job, by score descending then candidate id ascending. */
  topCandidatesFor(job: JobInput, options: TopOptions): RankedCandidate[] {
    const query = this.#query(job);
    const ranked = this.rankTop(
      options,
      (ids, ranking) => this.#scoreListed(query, ids, ranking),
      (ranking) => rankCandidates(this.store, query, this.#scratch, ranking, this.#today),
    );
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
      const slot = this.store.slots.slotOf(id);
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
    return candidateQuery(this.store, compileJob(this.store.vocabulary, job));
  }

  #result(query: CandidateQuery, ranked: Ranked, explain: boolean): RankedCandidate {
    if (!explain) return { candidateId: ranked.id, score: ranked.score };
    const slot = this.store.slots.slotOf(ranked.id) ?? 0;
    const candidate = this.store.profileAt(slot, this.#today);
    const explanation = explainProfiles(this.store.vocabulary, candidate, query.job, 'organisation');
    return { candidateId: ranked.id, score: ranked.score, explanation };
  }

  // A small allowed set: score each allowed candidate directly rather than search the index.
  #scoreListed(query: CandidateQuery, ids: readonly number[], ranking: Ranking): void {
    for (const id of ids) {
      const slot = this.store.slots.slotOf(id);
      if (slot !== undefined) ranking.offer(this.#scoreSlot(query, slot), id);
    }
  }

  #scoreSlot(query: CandidateQuery, slot: number): number {
    const credits = this.store.creditsAt(slot);
    let units = 0;
    for (const key of query.keys) units += credits.get(key) ?? 0;
    return candidateScore(this.store, query, slot, units, this.#today);
  }
}
