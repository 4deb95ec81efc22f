import type { Db } from '../../../db/database.ts';
import { jobsWithCompanyByIds, savedAmong, type JobRow } from './repository.ts';

/** At most this many jobs are kept (every active job of a large marketplace, about a kilobyte each). */
const ROWS_KEPT = 20_000;

/**
 * Job rows (with their company's name and logo) kept in memory between requests, for the candidate's
 * best-matches list that every visit to /home and /yourmatches reads: reading 20 whole rows cost more than the
 * rest of the request. It is derived state like the matching indexes, and kept in step the same way: the
 * matching plugin tells it of every job and company the change log names (at once for writes made by this app
 * instance, within a second for another's), and of every full reload. Only the saved flags, which change with
 * the candidate's own clicks, are read on every request.
 */
export class JobRowCache {
  readonly #rows = new Map<number, JobRow>();
  /** Raised by every forget: rows read before it may predate the change, so they are used once but not kept. */
  #generation = 0;

  constructor(private readonly limit = ROWS_KEPT) {}

  get size(): number {
    return this.#rows.size;
  }

  forgetJobs(ids: number[]): void {
    this.#generation++;
    for (const id of ids) this.#rows.delete(id);
  }

  /** A company's name or logo changed: rare enough that every row goes rather than searching for its jobs. */
  forgetAll(): void {
    this.#generation++;
    this.#rows.clear();
  }

  /**
   * The rows of the given ids in their order, each with the candidate's saved flag apart (presentJob takes it so:
   * merging it into a copy of a 24-key row costs V8 about 5 µs a row, measured); jobs that no longer exist are
   * left out.
   */
  async candidateRows(db: Db, ids: number[], candidateId: number): Promise<{ row: JobRow; saved: boolean }[]> {
    if (ids.length === 0) return [];
    const generation = this.#generation;
    const missing = ids.filter((id) => !this.#rows.has(id));
    const [fetched, saved] = await Promise.all([missing.length > 0 ? jobsWithCompanyByIds(db, missing) : [], savedAmong(db, candidateId, ids)]);
    const read = new Map(fetched.map((row) => [row.id, row]));
    if (generation === this.#generation) for (const row of fetched) this.#keep(row);
    const savedIds = new Set(saved.map((item) => item.job_id));
    return ids.flatMap((id) => {
      const row = read.get(id) ?? this.#rows.get(id);
      return row ? [{ row, saved: savedIds.has(id) }] : [];
    });
  }

  #keep(row: JobRow): void {
    this.#rows.delete(row.id);
    if (this.#rows.size >= this.limit) this.#rows.delete(this.#rows.keys().next().value as number);
    this.#rows.set(row.id, row);
  }
}

const caches = new WeakMap<Db, JobRowCache>();

/** The row cache of one database (one per app instance); the matching plugin keeps it in step. */
export function jobRowCacheFor(db: Db): JobRowCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new JobRowCache()));
  return cache;
}
