import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { sweepStaleJobs } from './service.ts';

export const STALE_JOBS_TASK = 'stale-jobs';

/** Stale jobs (docs/product.md section C12) on the scheduler: flagged at JOB_STALE_AFTER, paused at JOB_PAUSE_AFTER. */
export const staleJobsPlugin = fp(async (app: FastifyInstance, options: { config: Config }) => {
  const settings = { staleAfterMs: options.config.JOB_STALE_AFTER, pauseAfterMs: options.config.JOB_PAUSE_AFTER };
  app.scheduler.repeat(STALE_JOBS_TASK, async () => {
    const { closed, flagged, paused } = await sweepStaleJobs(app.db, app.notifier, settings);
    if (closed || flagged || paused) app.log.info({ closed, flagged, paused }, 'stale jobs swept');
  });
});
