import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import Fastify from 'fastify';
import { buildApp, type BuildOptions } from '../app.ts';
import { MemoryQueue } from '../queue/index.ts';
import type { Db, Dialect } from '../db/database.ts';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from './databases.ts';

/** Fastify's logger when logging is off. */
const silentLog = Fastify({ logger: false }).log;

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  dialect: Dialect;
  database: TestDatabase;
}

/**
 * Runs a suite once per database dialect against the real app through inject(). The context's fields are
 * filled in beforeAll, so read them inside tests, not at collection time.
 */
export function describeEachDialect(name: string, suite: (ctx: TestContext) => void, env: Record<string, string> = {}): void {
  describe.each(TEST_DIALECTS)(`${name} [%s]`, (dialect) => {
    const ctx = { dialect } as TestContext;
    beforeAll(async () => {
      ctx.database = await createTestDatabase(dialect, env);
      ctx.db = ctx.database.db;
      // Jobs run in this process: the PostgreSQL and Redis queues have suites of their own (queue/*.test.ts).
      ctx.app = await buildApp({ config: ctx.database.config, db: ctx.db, logger: process.env.TEST_LOGS === "1", queue: new MemoryQueue(silentLog) });
      await ctx.app.ready();
    });
    afterAll(async () => {
      await ctx.app?.close();
      await ctx.database?.cleanup();
    });
    suite(ctx);
  });
}

/** Another app on the suite's database, built with other options (a scorer of the test's own, say). */
export async function buildAppOn(ctx: TestContext, options: Partial<BuildOptions>): Promise<FastifyInstance> {
  const app = await buildApp({ config: ctx.database.config, db: ctx.db, logger: false, queue: new MemoryQueue(silentLog), ...options });
  await app.ready();
  return app;
}
