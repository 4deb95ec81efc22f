import type { FastifyInstance } from 'fastify';
import { revocationsApplied, type Executor, type PendingRevocations } from '../../bus/index.ts';
import { hashToken, sessionsEnded } from './session-store.ts';

export interface EndSessionsOptions {
  /** The token of a session to keep (the caller's own, when they sign out everywhere else). */
  exceptToken?: string;
  /** Only this session (by id), for 'Sign out' on one row of the sessions list. */
  sessionId?: number;
}

export interface EndedSessions {
  count: number;
  /** For revocationsApplied() once the write has committed. */
  pending: PendingRevocations;
}

/**
 * Ends a user's sessions within a write (the caller's transaction, as when deleting the account): the rows go,
 * and every instance is told with the commit. The caller waits with revocationsApplied() before answering.
 */
export async function endSessionsWith(db: Executor, userId: number, options: EndSessionsOptions = {}): Promise<EndedSessions> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (options.exceptToken !== undefined) query = query.where('token_hash', '!=', hashToken(options.exceptToken));
  if (options.sessionId !== undefined) query = query.where('id', '=', options.sessionId);
  const ended = await query.returning('token_hash').execute();
  return { count: ended.length, pending: await sessionsEnded(db, ended.map((row) => row.token_hash)) };
}

/**
 * Ends a user's sessions: the rows go, then every kept copy, on every instance, before this returns. The one
 * place that does it, for password reset, password change, the sessions list and account deletion (through
 * endSessionsWith), so that telling other instances needs changing here only. Returns how many sessions ended.
 */
export async function endSessions(app: FastifyInstance, userId: number, options: EndSessionsOptions = {}): Promise<number> {
  const ended = await endSessionsWith(app.db, userId, options);
  await revocationsApplied(app.db, ended.pending);
  return ended.count;
}
