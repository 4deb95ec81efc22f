import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Scheduler } from '../queue/scheduler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Repeatable jobs, once per deployment: `app.scheduler.repeat(name, task)` while registering. */
    scheduler: Scheduler;
  }
}

/** The scheduler over the app's queue (registered after the queue plugin, which starts it once all are registered). */
export const schedulerPlugin = fp(async (app: FastifyInstance, options: { intervalMs: number }) => {
  app.decorate('scheduler', new Scheduler(app.queue, options.intervalMs, app.log));
});
