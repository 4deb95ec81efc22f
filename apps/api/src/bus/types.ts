import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The records whose changes reach state kept in memory (matching indexes, kept job rows). */
export type ChangedEntity = 'candidate' | 'job' | 'opportunity' | 'company';

/**
 * What travels on the bus. Small on purpose (PostgreSQL's NOTIFY takes at most 8,000 bytes): ids, never rows
 * or text, so an instance that needs the record reads it from the database, the source of truth.
 */
export type BusMessage =
  /** A candidate's profile, a job, a volunteer opportunity or a company changed. */
  | { readonly t: 'changed'; readonly entity: ChangedEntity; readonly id: number }
  /** A session ended (sign-out): it is refused from now on. */
  | { readonly t: 'session-ended'; readonly tokenHash: string }
  /** A user's row or sessions changed (password, sessions ended, company linked): read them again. */
  | { readonly t: 'user'; readonly userId: number }
  /** An account was deleted: forget everything kept about the user (sessions, saved jobs, open live streams). */
  | { readonly t: 'account-deleted'; readonly userId: number }
  /** A candidate saved or unsaved a job. */
  | { readonly t: 'saved'; readonly userId: number }
  /** Something to push to a user's open live streams (a notification or a message, by id). */
  | { readonly t: 'live'; readonly userId: number; readonly event: LiveEventName; readonly id: number }
  /** The same for many users at once (a sweep's thousands, bus/live-batch.ts): `userIds[i]` is sent `ids[i]`. */
  | { readonly t: 'live-many'; readonly event: LiveEventName; readonly userIds: readonly number[]; readonly ids: readonly number[] };

export type LiveEventName = 'notification' | 'message';

/**
 * The messages that take something away (a session, what was kept of a user): the change they announce is
 * answered only once every instance has applied them (`Bus.revoked`).
 */
export type Revocation = Extract<BusMessage, { readonly t: 'session-ended' | 'user' | 'account-deleted' }>;

export type Executor = Kysely<Database> | Transaction<Database>;

export interface BusListener {
  (message: BusMessage): void;
}

/**
 * The one way state kept in an instance's memory hears of changes (docs/product.md section C9). Messages published in a
 * transaction reach other instances after it commits (never before, never skipped); when the bus may have
 * missed messages (a lost connection), every listener hears `reset` and reads everything again.
 */
export interface Bus {
  /** True when this process is the whole deployment: what it keeps can be trusted until it hears otherwise. */
  readonly local: boolean;
  /** Sends a message with the write it belongs to (pass the transaction when there is one). */
  publish(db: Executor, message: BusMessage): Promise<void>;
  /** Sends many messages in one round trip (a batch's live events), in order, with the write they belong to. */
  publishMany(db: Executor, messages: readonly BusMessage[]): Promise<void>;
  on(listener: BusListener): () => void;
  onReset(listener: () => void): () => void;
  /** Resolves once every message this instance published before the call has come back to it (read your writes). */
  settle(): Promise<void>;
  /**
   * Sends a revocation with its write (pass the transaction when there is one) and answers its number, for
   * `revoked` once that write has committed.
   */
  publishRevocation(db: Executor, message: Revocation): Promise<number>;
  /** Resolves once every live instance has applied these revocations: call it after their write committed. */
  revoked(numbers: readonly number[]): Promise<void>;
  /**
   * False while this instance may be missing messages (its bus connection is down, or back but not yet reset):
   * what it keeps that must never be stale (sessions) is not to be answered from.
   */
  readonly listening: boolean;
  start(): Promise<void>;
  close(): Promise<void>;
}
