import { JobAnswer } from '@tandem/contract';
import type { Db } from '../../../db/database.ts';
import { keepAtMost, perDatabase } from '../../../lib/kept-in-memory.ts';
import { compileSerializer } from '../../../lib/serializer.ts';
import { presentJob } from './presenter.ts';
import { jobsWithCompanyByIds, replyRecordsOf, savedJobIdsOf, type PageRecord } from './repository.ts';

/** At most this many jobs are kept (every active job of a large marketplace; a kilobyte or two of JSON each). */
const ROWS_KEPT = 20_000;
/** Candidates whose saved jobs are kept at once; beyond it the oldest read goes first. */
const SAVED_KEPT = 10_000;

/**
 * The kept answer leaves out the company's reply record, which changes with every reply to any of its jobs: it
 * is read fresh for each page (best-matches.ts) and written after the kept JSON.
 */
const writeJob = compileSerializer(JobAnswer.omit({ company_response_rate: true, company_median_reply_days: true }));

const NO_RECORD: PageRecord = { response_rate: null, median_reply_days: null };

/** A job as kept: its answer as anybody sees it (with company name and logo), already written. */
export interface KeptJob {
  id: number;
  companyId: number | null;
  /** JSON of presentJob(row, null) without the reply record: no saved flag, score or applicant count either, which depend on the reader. */
  json: string;
}

/**
 * Jobs kept in memory between requests, for the candidate's best-matches list that every visit to /home and
 * /yourmatches reads: reading and writing 20 whole rows cost more than the rest of the request. They are derived
 * state like the matching indexes, and kept in step the same way: the matching plugin tells the cache of every
 * job and company the bus names, and of every full reload. The candidate's saved jobs are kept until the bus
 * says they saved or unsaved a job (on any instance).
 */
export class JobRowCache {
  readonly #jobs = new Map<number, KeptJob>();
  /** Raised by every forget: rows read before it may predate the change, so they are used once but not kept. */
  #generation = 0;
  /** Each candidate's saved job ids, with when they were read. */
  readonly #saved = new Map<number, { ids: Set<number> }>();
  /** Raised by every save and unsave made here: saved ids read before it are used once but not kept. */
  #savedGeneration = 0;

  constructor(private readonly limit = ROWS_KEPT) {}

  get size(): number {
    return this.#jobs.size;
  }

  forgetJobs(ids: number[]): void {
    this.#generation++;
    for (const id of ids) this.#jobs.delete(id);
  }

  /** A company's name or logo changed: rare enough that every job goes rather than searching for its jobs. */
  forgetAll(): void {
    this.#generation++;
    this.#jobs.clear();
    this.#savedGeneration++;
    this.#saved.clear();
  }

  /**
   * The jobs of the given ids in their order, each with the candidate's saved flag and its company's reply record
   * (read fresh, one query for the page); deleted jobs are left out.
   */
  async forCandidate(db: Db, ids: number[], candidateId: number): Promise<{ job: KeptJob; saved: boolean; record: PageRecord }[]> {
    if (ids.length === 0) return [];
    const generation = this.#generation;
    const missing = ids.filter((id) => !this.#jobs.has(id));
    const [fetched, savedIds] = await Promise.all([missing.length > 0 ? jobsWithCompanyByIds(db, missing) : [], this.#savedBy(db, candidateId)]);
    const read = new Map(fetched.map((row): [number, KeptJob] => [row.id, { id: row.id, companyId: row.company_id, json: writeJob(presentJob(row, null)) }]));
    if (generation === this.#generation) for (const job of read.values()) keepAtMost(this.#jobs, job.id, job, this.limit);
    const jobs = ids.flatMap((id) => read.get(id) ?? this.#jobs.get(id) ?? []);
    const records = await replyRecordsOf(db, jobs.map((job) => job.companyId));
    return jobs.map((job) => ({ job, saved: savedIds.has(job.id), record: (job.companyId === null ? undefined : records.get(job.companyId)) ?? NO_RECORD }));
  }

  /** A candidate saved or unsaved a job: their next list reads their saved jobs again. */
  forgetSaved(candidateId: number): void {
    this.#savedGeneration++;
    this.#saved.delete(candidateId);
  }

  async #savedBy(db: Db, candidateId: number): Promise<Set<number>> {
    const kept = this.#saved.get(candidateId);
    if (kept) return kept.ids;
    const generation = this.#savedGeneration;
    const ids = new Set((await savedJobIdsOf(db, candidateId)).map((row) => row.job_id));
    if (generation === this.#savedGeneration) keepAtMost(this.#saved, candidateId, { ids }, SAVED_KEPT);
    return ids;
  }

}

/** The job cache of one database (one per app instance); the matching plugin keeps it in step. */
export const jobRowCacheFor = perDatabase(() => new JobRowCache());
