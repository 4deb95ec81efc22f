/**
 * Which records a query may return: a predicate on the record's id, or the set of allowed ids
 * (e.g. the ids of active jobs of one job type). Ids outside it are never returned. A predicate is
 * asked only about records that would enter the results; it must not query the same index.
 */
export type IdFilter = ((id: number) => boolean) | ReadonlySet<number>;

/** The filter as a predicate, or null when there is none. */
export function toPredicate(filter: IdFilter | undefined): ((id: number) => boolean) | null {
  if (!filter) return null;
  if (typeof filter === 'function') return filter;
  return (id) => filter.has(id);
}

/** Options of a top-k query. */
export interface TopOptions {
  /** How many results (a page size); 0 returns none. */
  readonly k: number;
  /** How many of the best to skip first (for pages after the first). Default 0. */
  readonly offset?: number;
  readonly filter?: IdFilter;
  /** Attach an explanation to each result (costs a little per result, not per record). Default false. */
  readonly explain?: boolean;
  /**
   * Only records scoring at least this (e.g. everyone at 50 or more: k as large as the index). Applied inside the
   * ranking, so records whose upper bound is under it are never scored. Default: none.
   */
  readonly minScore?: number;
}

/** The count of results to rank (offset + k), validated. */
export function rankCount(options: TopOptions): number {
  const k = Math.max(0, Math.floor(options.k));
  const offset = Math.max(0, Math.floor(options.offset ?? 0));
  if (!Number.isFinite(k + offset)) throw new RangeError('k and offset must be finite numbers');
  return k + offset;
}
