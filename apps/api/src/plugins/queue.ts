import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobQueue } from '../queue/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background work: `app.queue.work(name, handler)` while registering, `app.queue.send(name, data)` anywhere. */
    queue: JobQueue;
  }
}

/**
 * Decorates the app with its queue, starts it once every plugin has registered its handlers, and stops it
 * (waiting for running jobs) when the app closes, before the database goes.
 */
export const queuePlugin = fp(async (app: FastifyInstance, options: { queue: JobQueue }) => {
  app.decorate('queue', options.queue);
  const { queue } = options;
  if (queue.reachable) app.readiness.add('queue', () => queue.reachable?.() ?? true);
  app.addHook('onReady', async () => options.queue.start());
  app.addHook('preClose', async () => options.queue.stop());
});
