import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { attachBus, type Bus } from '../bus/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** How state kept in memory hears of changes made here and on other instances (bus/). */
    bus: Bus;
  }
}

/**
 * Starts the bus before anything keeps state (so nothing published while the matching indexes load is missed)
 * and hands it to the database handle, so repositories publish with their writes.
 */
export const busPlugin = fp(async (app: FastifyInstance, options: { bus: Bus }) => {
  const { bus } = options;
  await bus.start();
  attachBus(app.db, bus);
  app.decorate('bus', bus);
  // Down from a lost connection until it is back and every listener has reloaded (bus/postgres-bus.ts).
  app.readiness.add('bus', () => bus.listening);
  app.addHook('onClose', async () => bus.close());
});
