import { StaleJobSettings } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['jobs'];

/**
 * The server's stale-job settings (docs/product.md section C12), public: the page words 'nothing moved on this job
 * for 30 days' from them rather than a fixed 'weeks', which a short test setting would make false.
 */
export const staleJobRoutes: FastifyPluginAsyncZod<{ staleAfterMs: number; pauseAfterMs: number }> = async (app, options) => {
  const settings: StaleJobSettings = {
    stale_after_seconds: Math.max(1, Math.round(options.staleAfterMs / 1000)),
    pause_after_seconds: Math.max(1, Math.round(options.pauseAfterMs / 1000)),
  };
  app.get(
    '/stale-jobs/settings/',
    { schema: { tags, summary: 'How long a job may stay quiet before its organisation is asked (stale) and before it is paused, in seconds.', response: { 200: StaleJobSettings } } },
    async () => settings,
  );
};
