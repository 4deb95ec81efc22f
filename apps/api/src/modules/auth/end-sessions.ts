import type { FastifyInstance } from 'fastify';
import { hashToken, sessionsEnded } from './session-store.ts';

export interface EndSessionsOptions {
  /** The token of a session to keep (the caller's own, when they sign out everywhere else). */
  exceptToken?: string;
  /** Only this session (by id), for 'Sign out' on one row of the sessions list. */
  sessionId?: number;
}

/**
 * Ends a user's sessions: the rows go, then every kept copy. The one place that does it, for password reset,
 * password change and the sessions list, so that telling other instances needs changing here only.
 * Returns how many sessions ended.
 */
export async function endSessions(app: FastifyInstance, userId: number, options: EndSessionsOptions = {}): Promise<number> {
  let query = app.db.deleteFrom('sessions').where('user_id', '=', userId);
  if (options.exceptToken !== undefined) query = query.where('token_hash', '!=', hashToken(options.exceptToken));
  if (options.sessionId !== undefined) query = query.where('id', '=', options.sessionId);
  const ended = await query.returning('token_hash').execute();
  await sessionsEnded(app.db, ended.map((row) => row.token_hash));
  return ended.length;
}
