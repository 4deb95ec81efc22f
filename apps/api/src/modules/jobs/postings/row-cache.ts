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
 * How long a company's reply record is kept: reading the page's records took a third of the list's throughput on
 * SQLite, and a record (a share over 180 days) that is ten seconds old says the same thing.
 */
export const RECORD_KEPT_MS = 10_000;
const RECORDS_KEPT = 20_000;

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

  /** Each company's reply record, with until when it may be used. */
  readonly #records = new Map<number, { record: PageRecord; until: number }>();

  constructor(
    private readonly limit = ROWS_KEPT,
    private readonly recordKeptMs = RECORD_KEPT_MS,
  ) {}

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
   * (kept for RECORD_KEPT_MS); deleted jobs are left out.
   */
  async forCandidate(db: Db, ids: number[], candidateId: number): Promise<{ job: KeptJob; saved: boolean; record: PageRecord }[]> {
    if (ids.length === 0) return [];
    const generation = this.#generation;
    const missing = ids.filter((id) => !this.#jobs.has(id));
    const [fetched, savedIds] = await Promise.all([missing.length > 0 ? jobsWithCompanyByIds(db, missing) : [], this.#savedBy(db, candidateId)]);
    const read = new Map(fetched.map((row): [number, KeptJob] => [row.id, { id: row.id, companyId: row.company_id, json: writeJob(presentJob(row, null)) }]));
    if (generation === this.#generation) for (const job of read.values()) keepAtMost(this.#jobs, job.id, job, this.limit);
    const jobs = ids.flatMap((id) => read.get(id) ?? this.#jobs.get(id) ?? []);
    const records = await this.#recordsOf(db, jobs.map((job) => job.companyId));
    return jobs.map((job) => ({ job, saved: savedIds.has(job.id), record: (job.companyId === null ? undefined : records.get(job.companyId)) ?? NO_RECORD }));
  }

  /** The companies' reply records: those kept less than recordKeptMs ago, the others read in one query. */
  async #recordsOf(db: Db, companyIds: (number | null)[]): Promise<Map<number, PageRecord>> {
    const now = Date.now();
    const found = new Map<number, PageRecord>();
    const missing: number[] = [];
    for (const id of new Set(companyIds)) {
      if (id === null) continue;
      const kept = this.#records.get(id);
      if (kept && kept.until > now) found.set(id, kept.record);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const read = await replyRecordsOf(db, missing);
    for (const id of missing) {
      const record = read.get(id) ?? NO_RECORD;
      found.set(id, record);
      keepAtMost(this.#records, id, { record, until: now + this.recordKeptMs }, RECORDS_KEPT);
    }
    return found;
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
