/** A revocation this instance published, and the instances (by name) that said they applied it. */
interface Pending {
  readonly at: number;
  readonly heard: Set<string>;
}

interface Waiter {
  check(): void;
  finish(): void;
}

/**
 * A published number is forgotten after this long if nobody waits for it: its transaction rolled back, so it
 * was never delivered and `wait` is never called for it.
 */
const FORGOTTEN_AFTER_MS = 60_000;

/**
 * The revocations this instance published and who has applied each, so that the publisher can wait, once its
 * write has committed, until every live instance has. Acknowledgements may arrive before the publisher starts
 * waiting (it reads who is live after the commit), so they are counted from the moment a number is handed out.
 */
export class Acknowledgements {
  readonly #pending = new Map<number, Pending>();
  readonly #waiters = new Set<Waiter>();
  #last = 0;

  /** The number of a revocation about to be published. */
  next(now = Date.now()): number {
    for (const [n, pending] of this.#pending) {
      if (now - pending.at < FORGOTTEN_AFTER_MS) break;
      this.#pending.delete(n);
    }
    const n = ++this.#last;
    this.#pending.set(n, { at: now, heard: new Set() });
    return n;
  }

  heard(n: number, from: string): void {
    const pending = this.#pending.get(n);
    if (!pending || pending.heard.has(from)) return;
    pending.heard.add(from);
    for (const waiter of this.#waiters) waiter.check();
  }

  /**
   * Resolves when every instance of `expected` has applied every revocation of `numbers`, or after
   * `timeoutMs`, with the instances that had not. The numbers are forgotten either way.
   */
  wait(numbers: readonly number[], expected: ReadonlySet<string>, timeoutMs: number): Promise<string[]> {
    const pending = numbers.flatMap((n) => this.#pending.get(n) ?? []);
    const missing = () => [...expected].filter((name) => pending.some((one) => !one.heard.has(name)));
    return new Promise((resolve) => {
      const waiter: Waiter = {
        check: () => {
          if (missing().length === 0) waiter.finish();
        },
        finish: () => {
          clearTimeout(timer);
          this.#waiters.delete(waiter);
          for (const n of numbers) this.#pending.delete(n);
          resolve(missing());
        },
      };
      const timer = setTimeout(waiter.finish, timeoutMs);
      timer.unref();
      this.#waiters.add(waiter);
      waiter.check();
    });
  }

  /** Ends every wait at once (the bus is closing). */
  releaseAll(): void {
    for (const waiter of [...this.#waiters]) waiter.finish();
  }
}
