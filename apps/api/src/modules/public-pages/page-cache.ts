/**
 * Public pages and feeds as sent, kept per instance (anonymous traffic is most of a job board's, and each page is
 * the same for everyone). Kept in step through the bus like the matching indexes: any change to a job, company or
 * opportunity on any instance empties it (a job closed, paused or deleted leaves every page, sitemap and feed at
 * once), as does a reset of the bus. Entries also expire after `ttlMs`, for what changes without a bus message
 * (an organisation's reply record, an event's date passing).
 */
export class PageCache<T> {
  readonly #entries = new Map<string, { value: Promise<T>; until: number }>();
  /** Raised by every clear: a value being made when it happened may predate the change, so it is not kept. */
  #generation = 0;

  constructor(
    private readonly ttlMs = 60_000,
    private readonly limit = 5_000,
  ) {}

  /** Whether `key` is kept and fresh. */
  has(key: string, now = Date.now()): boolean {
    const kept = this.#entries.get(key);
    return kept !== undefined && kept.until > now;
  }

  get size(): number {
    return this.#entries.size;
  }

  /**
   * The kept value for `key`, or `make`'s (kept unless the cache was cleared meanwhile, or it failed). A key always
   * holds what the same `make` gives, so its narrower type is its value's.
   */
  get<V extends T>(key: string, make: () => Promise<V>, now = Date.now()): Promise<V> {
    const kept = this.#entries.get(key);
    if (kept && kept.until > now) return kept.value as Promise<V>;
    const generation = this.#generation;
    const value = make();
    if (this.#entries.size >= this.limit) this.#entries.clear();
    this.#entries.set(key, { value, until: now + this.ttlMs });
    value.then(
      () => {
        if (generation !== this.#generation) this.#entries.delete(key);
      },
      () => this.#entries.delete(key),
    );
    return value;
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
  }

  /** Drops the entries `stale` names; values being made meanwhile are not kept either (they may predate the change). */
  clearWhere(stale: (key: string) => boolean): void {
    this.#generation++;
    for (const key of [...this.#entries.keys()]) if (stale(key)) this.#entries.delete(key);
  }
}
