import type { User } from '../../db/schema.ts';

/**
 * How long a session once read is answered from memory. Changes made through the app reach every instance
 * through the bus before they are answered; this bounds what the bus cannot tell: a change made by hand in
 * the database, or an instance that did not acknowledge a revocation in time. A second covers the requests a
 * page makes together (most of what a cache can save), and it must stay under the bus's wait for
 * acknowledgements (REVOCATION_TIMEOUT_MS, 2 s): a publisher that gave up waiting then answers only once every
 * copy read before its change has expired, wherever it is kept.
 */
export const SESSION_KEPT_MS = 1000;
/** Distinct sessions kept at once; beyond it the oldest read goes first. */
const SESSIONS_KEPT = 10_000;
export interface SessionRead {
  user: User;
  /** The session's own expiry (ISO text, compared as text like the query does). */
  expiresAt: string;
  /** When the session row was read: a user row replaced since does not make the session itself any fresher. */
  readAt: number;
}

/**
 * The users behind recently read session tokens (by token hash), so the requests a page makes together cost one
 * session read between them rather than one each. The bus tells every instance of a sign-out (the session is
 * forgotten) or of a user changed (their sessions are read again), and the change is answered only once every
 * instance has applied it (session-store.ts, revocationsApplied).
 *
 * A read is under way while changes happen, so each change is numbered: a read that began before a forget is
 * answered but not kept.
 */
export class SessionCache {
  readonly #sessions = new Map<string, SessionRead>();
  readonly #tokensOf = new Map<number, Set<string>>();
  /** Reads under way, by token hash, with the change they began at. */
  readonly #reads = new Map<string, { change: number; user: Promise<User | undefined> }>();
  #change = 0;
  #lastForget = 0;

  constructor(private readonly limit = SESSIONS_KEPT) {}

  get size(): number {
    return this.#sessions.size;
  }

  /** Taken before a read, handed back to keep(). */
  get change(): number {
    return this.#change;
  }

  /** The user of a session read less than SESSION_KEPT_MS ago and not yet expired. */
  get(tokenHash: string, now: number, nowText: string): User | undefined {
    const kept = this.#sessions.get(tokenHash);
    if (!kept) return undefined;
    if (now - kept.readAt >= SESSION_KEPT_MS || kept.expiresAt <= nowText) {
      this.#drop(tokenHash);
      return undefined;
    }
    return kept.user;
  }

  /**
   * Requests that miss together share one read of the session (when a kept copy expires, every request under
   * way misses at once), unless something was forgotten since that read began: a read begun before a sign-out
   * must not answer a request that came after it. The user is frozen, like a kept one, as requests share it.
   */
  share(tokenHash: string, read: () => Promise<User | undefined>): Promise<User | undefined> {
    const underWay = this.#reads.get(tokenHash);
    if (underWay && underWay.change === this.#change) return underWay.user;
    const user = read()
      .then((found) => (found ? Object.freeze(found) : undefined))
      .finally(() => {
        if (this.#reads.get(tokenHash)?.user === user) this.#reads.delete(tokenHash);
      });
    this.#reads.set(tokenHash, { change: this.#change, user });
    return user;
  }

  /** Keeps what a read found, as of the changes made here since it began. */
  keep(tokenHash: string, read: SessionRead, changeAtRead: number): void {
    if (this.#lastForget > changeAtRead) return;
    const user = Object.freeze({ ...read.user });
    this.#drop(tokenHash);
    if (this.#sessions.size >= this.limit) this.#drop(this.#sessions.keys().next().value as string);
    this.#sessions.set(tokenHash, { ...read, user });
    const tokens = this.#tokensOf.get(user.id) ?? new Set<string>();
    tokens.add(tokenHash);
    this.#tokensOf.set(user.id, tokens);
  }

  forgetSession(tokenHash: string): void {
    this.#lastForget = ++this.#change;
    this.#drop(tokenHash);
  }

  /** A user's row or sessions changed: their sessions are read again. */
  forgetUser(userId: number): void {
    this.#lastForget = ++this.#change;
    for (const tokenHash of [...(this.#tokensOf.get(userId) ?? [])]) this.#drop(tokenHash);
  }

  /** The bus may have missed changes: nothing kept is trusted. */
  clear(): void {
    this.#lastForget = ++this.#change;
    this.#sessions.clear();
    this.#tokensOf.clear();
  }

  #drop(tokenHash: string): void {
    const kept = this.#sessions.get(tokenHash);
    if (!kept) return;
    this.#sessions.delete(tokenHash);
    const tokens = this.#tokensOf.get(kept.user.id);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.#tokensOf.delete(kept.user.id);
  }
}
