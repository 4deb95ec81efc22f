import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.ts';

/** The queue job that forgets what no longer works (docs/privacy.md): run hourly, once per deployment. */
export const ACCOUNT_SWEEP_JOB = 'account-sweep';
const SWEEP_PERIOD_MS = 60 * 60 * 1000;

/**
 * Deletes sessions past their expiry and account links (reset, confirmation) used or past theirs. Neither can
 * sign anybody in any more, so keeping them would only keep who signed in from where, and when.
 */
export async function sweepExpired(db: Db, now = new Date()): Promise<{ sessions: number; tokens: number }> {
  const at = now.toISOString();
  const sessions = await db.deleteFrom('sessions').where('expires_at', '<=', at).executeTakeFirst();
  const tokens = await db
    .deleteFrom('account_tokens')
    .where((eb) => eb.or([eb('expires_at', '<=', at), eb('used_at', 'is not', null)]))
    .executeTakeFirst();
  return { sessions: Number(sessions.numDeletedRows), tokens: Number(tokens.numDeletedRows) };
}

/** Registers the sweep on the queue: every instance offers it, the queue runs it once an hour. */
export const accountSweepPlugin = fp(async (app: FastifyInstance) => {
  app.queue.work(ACCOUNT_SWEEP_JOB, async () => {
    const swept = await sweepExpired(app.db);
    if (swept.sessions + swept.tokens > 0) app.log.info(swept, 'expired sessions and account links deleted');
  });
  app.queue.every(ACCOUNT_SWEEP_JOB, SWEEP_PERIOD_MS);
});
