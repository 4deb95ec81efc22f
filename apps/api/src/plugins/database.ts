import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Dialect } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dialect: Dialect;
  }
}

/** Shares one database handle with every route and closes it after in-flight requests have finished. */
export const databasePlugin = fp(async (app: FastifyInstance, options: { db: Db; dialect: Dialect; closeOnShutdown: boolean }) => {
  app.decorate('db', options.db);
  app.decorate('dialect', options.dialect);
  if (options.closeOnShutdown) app.addHook('onClose', async () => options.db.destroy());
});
