import { requireDay } from '../dates.ts';
import { explainProfiles, type MatchExplanation } from '../explain.ts';
import { compileCandidate, compileJob, type CandidateProfile, type JobProfile } from '../profile.ts';
import type { CandidateInput, JobInput } from '../types.ts';
import type { SkillVocabulary } from '../vocabulary.ts';
import { IndexedProfiles } from './indexed-profiles.ts';
import { jobQuery, type JobQuery } from './job-query.ts';
import { jobScore, rankJobs } from './job-ranking.ts';
import { JobStore } from './job-store.ts';
import type { Ranking } from './ranking.ts';
import { Scratch } from './scratch.ts';
import { ensureLength } from './slot-table.ts';
import type { Ranked } from './top-k.ts';
import type { TopOptions } from './top-options.ts';

/** What every index is built with. */
export interface IndexOptions {
  readonly vocabulary: SkillVocabulary;
  /** The day "present" ends for experience ('YYYY-MM-DD'); move it on with setToday. */
  readonly today: string;
}

/** One job in a candidate's ranking. */
export interface RankedJob {
  readonly jobId: number;
  readonly score: number;
  readonly explanation?: MatchExplanation;
}

/**
 * Jobs indexed for "which jobs suit this candidate". Updates are incremental (upsert, remove); a top-k
 * query scores only the jobs that can still make the cut (see rankJobs) and answers exactly what scoring
 * every job one by one would.
 */
export class JobIndex extends IndexedProfiles<JobInput, JobProfile> {
  protected readonly store: JobStore;
  readonly #scratch = new Scratch();
  #today: string;
  // Credit by interned skill, for scoring a job from its own list of skills.
  #credit = new Int32Array(0);

  constructor(options: IndexOptions) {
    super();
    this.store = new JobStore(options.vocabulary);
    requireDay(options.today);
    this.#today = options.today;
  }

  /** Moves "today" on (experience without an end date grows with it). */
  setToday(today: string): void {
    requireDay(today);
    this.#today = today;
  }

  protected compile(vocabulary: SkillVocabulary, job: JobInput): JobProfile {
    return compileJob(vocabulary, job);
  }

  /** The best jobs for a candidate, by score descending then job id ascending. */
  topJobsFor(candidate: CandidateInput, options: TopOptions): RankedJob[] {
    const query = this.#query(candidate);
    const ranked = this.rankTop(
      options,
      (ids, ranking) => this.#scoreListed(query, ids, ranking),
      (ranking) => rankJobs(this.store, query, this.#scratch, ranking),
    );
    return ranked
      .slice(options.offset ?? 0)
      .map((r) => this.#result(query.profile, r, options.explain === true));
  }

  /** Scores the given jobs (e.g. one page of a list) for a candidate, in the order given; unknown ids are left out. */
  scoreJobs(
    candidate: CandidateInput,
    jobIds: readonly number[],
    options: { explain?: boolean } = {},
  ): RankedJob[] {
    const query = this.#query(candidate);
    const out: RankedJob[] = [];
    this.#withCredit(query, () => {
      for (const id of jobIds) {
        const slot = this.store.slots.slotOf(id);
        if (slot === undefined) continue;
        out.push(
          this.#result(query.profile, { id, score: this.#scoreSlot(query, slot) }, options.explain === true),
        );
      }
    });
    return out;
  }

  /** The exact score and explanation of one (candidate, job) pair; undefined when the job is not indexed. */
  match(candidate: CandidateInput, jobId: number): Required<RankedJob> | undefined {
    const [result] = this.scoreJobs(candidate, [jobId], { explain: true });
    return result?.explanation ? { ...result, explanation: result.explanation } : undefined;
  }

  #query(candidate: CandidateInput): JobQuery {
    return jobQuery(this.store, compileCandidate(this.store.vocabulary, candidate, this.#today));
  }

  #result(profile: CandidateProfile, ranked: Ranked, explain: boolean): RankedJob {
    if (!explain) return { jobId: ranked.id, score: ranked.score };
    const slot = this.store.slots.slotOf(ranked.id) ?? 0;
    const explanation = explainProfiles(this.store.vocabulary, profile, this.store.profileAt(slot));
    return { jobId: ranked.id, score: ranked.score, explanation };
  }

  // A small allowed set: score each allowed job from its own skill list rather than search the index.
  #scoreListed(query: JobQuery, ids: readonly number[], ranking: Ranking): void {
    this.#withCredit(query, () => {
      for (const id of ids) {
        const slot = this.store.slots.slotOf(id);
        if (slot !== undefined) ranking.offer(this.#scoreSlot(query, slot), id);
      }
    });
  }

  #scoreSlot(query: JobQuery, slot: number): number {
    const keys = this.store.keys.get(slot);
    let units = 0;
    for (let i = 0; i < keys.length; i++) units += this.#credit[keys[i]!]!;
    return jobScore(this.store, query, slot, units);
  }

  #withCredit(query: JobQuery, run: () => void): void {
    this.#credit = ensureLength(this.#credit, this.store.skills.size);
    for (let q = 0; q < query.keys.length; q++) this.#credit[query.keys[q]!] = query.units[q]!;
    try {
      run();
    } finally {
      for (let q = 0; q < query.keys.length; q++) this.#credit[query.keys[q]!] = 0;
    }
  }
}
