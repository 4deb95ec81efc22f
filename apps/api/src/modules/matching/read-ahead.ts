/** One page of a keyset read: its items, and the key to read the next page after (undefined: this was the last). */
export interface KeysetPage<T> {
  readonly items: T[];
  readonly next: number | undefined;
}

/**
 * Pages read by keyset, each asked of the database as soon as the one before it has arrived, so PostgreSQL reads
 * and aggregates page n + 1 (in its own process, on the other core) while the caller indexes page n. Read one after
 * the other, the start waited on the database for 45% of its time at 250,000 candidates (a CPU profile of
 * MatchingEngine.load: 10.0 of 22.5 s idle). Measured with bench:startup (docs/performance.md, 'At a million').
 * Memory holds two pages at most.
 */
export async function* readAhead<T>(read: (after: number) => Promise<KeysetPage<T>>, first = 0): AsyncGenerator<T[]> {
  let pending: Promise<KeysetPage<T>> | undefined = started(read(first));
  while (pending) {
    const page: KeysetPage<T> = await pending;
    pending = page.next === undefined ? undefined : started(read(page.next));
    if (page.items.length > 0) yield page.items;
  }
}

/**
 * A read under way while the caller works on the page before it. Its failure reaches the caller when it asks for
 * the page (the generator awaits this same promise); until then it is marked handled, so it is not an unhandled
 * rejection that ends the process, nor when the caller stops early (the app closing) and never asks.
 */
function started<T>(read: Promise<T>): Promise<T> {
  read.catch(() => undefined);
  return read;
}
