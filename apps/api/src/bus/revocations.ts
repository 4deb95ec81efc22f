import type { Db } from '../db/database.ts';
import { busOf } from './slot.ts';
import type { Executor, Revocation } from './types.ts';

// Revocations tell every app instance to forget a session or a user it keeps in memory (auth's session cache).
// They live with the bus, not in the auth module, because the users, companies and account modules announce them
// on their writes while auth itself reads users: here they sit below all of those, so no import goes round.

/** Revocations published with a write, for revocationsApplied() once that write has committed. */
export type PendingRevocations = readonly number[];

/** Publishes revocations with the write they belong to (pass the transaction when there is one). */
export async function announceRevocations(db: Executor, messages: readonly Revocation[]): Promise<PendingRevocations> {
  const bus = busOf(db);
  if (!bus) return [];
  const numbers: number[] = [];
  for (const message of messages) numbers.push(await bus.publishRevocation(db, message));
  return numbers;
}

/**
 * Resolves once every instance has applied these revocations (a bounded wait: bus/postgres-bus.ts): call it
 * after their write committed and before answering, so that no instance answers from what it kept after that.
 */
export async function revocationsApplied(db: Executor, pending: PendingRevocations): Promise<void> {
  await busOf(db)?.revoked(pending);
}

/**
 * A user's row or sessions changed (a write, or behind the app's back): every instance reads them again
 * before this returns. Call it after the change committed, never inside its transaction.
 */
export async function sessionUserChanged(db: Db, userId: number): Promise<void> {
  await revocationsApplied(db, await announceRevocations(db, [{ t: 'user', userId }]));
}
