import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { alertForJob, SAVED_SEARCH_ALERT_JOB } from './alerts.ts';

/** Runs the alerts of newly active jobs on the queue (one job per posting; see alerts.ts). */
export const savedSearchesPlugin = fp(async (app: FastifyInstance) => {
  app.queue.work<{ jobId: number }>(SAVED_SEARCH_ALERT_JOB, async ({ jobId }) => {
    const outcome = await alertForJob(app, jobId);
    if (outcome.instant + outcome.daily > 0) app.log.info({ jobId, ...outcome }, 'saved search alerts written');
  });
});
