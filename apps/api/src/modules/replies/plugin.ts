import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { refreshDueRecords } from './record.ts';
import { sweepReplies, type ReplySettings } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reply deadlines' settings: applying reads the window from here. */
    replies: ReplySettings;
  }
}

export const REPLY_SWEEP_TASK = 'reply-deadlines';
export const RECORD_REFRESH_TASK = 'reply-records';

/** Reply deadlines (docs/product.md section C12): the settings, and the sweep on the scheduler. */
export const repliesPlugin = fp(async (app: FastifyInstance, options: { config: Config }) => {
  const settings: ReplySettings = { windowMs: options.config.REPLY_WINDOW };
  app.decorate('replies', settings);
  app.scheduler.repeat(REPLY_SWEEP_TASK, async () => {
    const { reminded, lapsed } = await sweepReplies(app.db, app.notifier, settings);
    if (reminded || lapsed) app.log.info({ reminded, lapsed }, 'reply deadlines swept');
  });
  // The organisations' records: new companies, and those not computed for an hour (deadlines passing and
  // applications leaving the 180 days change them without any reply).
  app.scheduler.repeat(RECORD_REFRESH_TASK, async () => {
    const refreshed = await refreshDueRecords(app.db);
    if (refreshed) app.log.info({ refreshed }, 'reply records refreshed');
  });
});
