import { JobAnswer } from '@tandem/contract';
import type { Db } from '../../../db/database.ts';
import { compileSerializer } from '../../../lib/serializer.ts';
import { presentJob } from './presenter.ts';
import { jobsWithCompanyByIds, savedAmong } from './repository.ts';

/** At most this many jobs are kept (every active job of a large marketplace; a kilobyte or two of JSON each). */
const ROWS_KEPT = 20_000;

const writeJob = compileSerializer(JobAnswer);

/** A job as kept: its answer as anybody sees it (with company name and logo), already written. */
export interface KeptJob {
  id: number;
  /** JSON of presentJob(row, null): no saved flag, score or applicant count, which depend on the reader. */
  json: string;
}

/**
 * Jobs kept in memory between requests, for the candidate's best-matches list that every visit to /home and
 * /yourmatches reads: reading and writing 20 whole rows cost more than the rest of the request. They are derived
 * state like the matching indexes, and kept in step the same way: the matching plugin tells the cache of every
 * job and company the change log names (at once for writes made by this app instance, within a second for
 * another's), and of every full reload. Only the saved flags, which change with the candidate's own clicks, are
 * read on every request.
 */
export class JobRowCache {
  readonly #jobs = new Map<number, KeptJob>();
  /** Raised by every forget: rows read before it may predate the change, so they are used once but not kept. */
  #generation = 0;

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
  }

  /** The jobs of the given ids in their order, each with the candidate's saved flag; deleted jobs are left out. */
  async forCandidate(db: Db, ids: number[], candidateId: number): Promise<{ job: KeptJob; saved: boolean }[]> {
    if (ids.length === 0) return [];
    const generation = this.#generation;
    const missing = ids.filter((id) => !this.#jobs.has(id));
    const [fetched, saved] = await Promise.all([missing.length > 0 ? jobsWithCompanyByIds(db, missing) : [], savedAmong(db, candidateId, ids)]);
    const read = new Map(fetched.map((row): [number, KeptJob] => [row.id, { id: row.id, json: writeJob(presentJob(row, null)) }]));
    if (generation === this.#generation) for (const job of read.values()) this.#keep(job);
    const savedIds = new Set(saved.map((item) => item.job_id));
    const found: { job: KeptJob; saved: boolean }[] = [];
    for (const id of ids) {
      const job = read.get(id) ?? this.#jobs.get(id);
      if (job) found.push({ job, saved: savedIds.has(id) });
    }
    return found;
  }

  #keep(job: KeptJob): void {
    this.#jobs.delete(job.id);
    if (this.#jobs.size >= this.limit) this.#jobs.delete(this.#jobs.keys().next().value as number);
    this.#jobs.set(job.id, job);
  }
}

const caches = new WeakMap<Db, JobRowCache>();

/** The job cache of one database (one per app instance); the matching plugin keeps it in step. */
export function jobRowCacheFor(db: Db): JobRowCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new JobRowCache()));
  return cache;
}
