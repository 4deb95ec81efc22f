import type { User } from '../../db/schema.ts';
import { OTHER_INSTANCE_LAG_MS } from '../../lib/kept-in-memory.ts';

/** Distinct sessions kept at once; beyond it the oldest read goes first. */
const SESSIONS_KEPT = 10_000;
/** A read still under way after this long is not expected; the record of what changed during it may go. */
const READ_WINDOW_MS = 60_000;

export interface SessionRead {
  user: User;
  /** The session's own expiry (ISO text, compared as text like the query does). */
  expiresAt: string;
  /** When the session row was read: a user row replaced since does not make the session itself any fresher. */
  readAt: number;
}

/**
 * The users behind recently read session tokens (by token hash), so the requests a page makes together cost one
 * session read between them rather than one each. Changes made by this instance reach it at once: signing out
 * forgets the session, and a user row written here replaces the kept one.
 *
 * A read is under way while changes happen, so each change is numbered: a read that began before a sign-out is
 * answered but not kept, and one that began before a user row was written here keeps that newer row instead.
 */
export class SessionCache {
  readonly #sessions = new Map<string, SessionRead>();
  readonly #tokensOf = new Map<number, Set<string>>();
  #change = 0;
  #lastForget = 0;
  /** The rows written here lately, by user, with the number of the change and when it was made. */
  readonly #written = new Map<number, { change: number; at: number; user: User }>();

  constructor(private readonly limit = SESSIONS_KEPT) {}

  get size(): number {
    return this.#sessions.size;
  }

  /** Taken before a read, handed back to keep(). */
  get change(): number {
    return this.#change;
  }

  /** The user of a session read less than OTHER_INSTANCE_LAG_MS ago and not yet expired. */
  get(tokenHash: string, now: number, nowText: string): User | undefined {
    const kept = this.#sessions.get(tokenHash);
    if (!kept) return undefined;
    if (now - kept.readAt >= OTHER_INSTANCE_LAG_MS || kept.expiresAt <= nowText) {
      this.#drop(tokenHash);
      return undefined;
    }
    return kept.user;
  }

  /** Keeps what a read found, as of the changes made here since it began. */
  keep(tokenHash: string, read: SessionRead, changeAtRead: number): void {
    if (this.#lastForget > changeAtRead) return;
    const written = this.#written.get(read.user.id);
    const user = written && written.change > changeAtRead ? written.user : Object.freeze({ ...read.user });
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

  /** A user changed in a way this instance has no row for: their sessions are read again. */
  forgetUser(userId: number): void {
    this.#lastForget = ++this.#change;
    for (const tokenHash of [...(this.#tokensOf.get(userId) ?? [])]) this.#drop(tokenHash);
  }

  /** A user row as the database holds it just after a write made here: their kept sessions show it at once. */
  replaceUser(row: User, now: number): void {
    const user = Object.freeze({ ...row });
    this.#written.delete(user.id);
    this.#written.set(user.id, { change: ++this.#change, at: now, user });
    for (const tokenHash of this.#tokensOf.get(user.id) ?? []) {
      const kept = this.#sessions.get(tokenHash);
      if (kept) kept.user = user;
    }
    // Oldest first (each write moves its user to the end): what no read still under way can need goes.
    for (const [userId, written] of this.#written) {
      if (now - written.at < READ_WINDOW_MS) break;
      this.#written.delete(userId);
    }
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
