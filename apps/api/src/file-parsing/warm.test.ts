import Fastify from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { MemoryQueue } from '../queue/index.ts';
import { describeEachDialect } from '../test/app.ts';
import { createTestDatabase } from '../test/databases.ts';

// A cold worker loads pdf.js and the skill catalogue, seconds on this machine: a server keeps PARSE_WARM_THREADS
// (1) workers started from when it listens, so the first import after a quiet minute still answers in under 2 s.
describeEachDialect('the parse pool of an app only injected into', (ctx) => {
  it('starts no worker until a file comes', () => {
    expect(ctx.app.fileParser.threads()).toBe(0);
  });
});

const database = await createTestDatabase('sqlite');
const app = await buildApp({ config: database.config, db: database.db, logger: false, queue: new MemoryQueue(Fastify({ logger: false }).log) });
afterAll(async () => {
  await app.close();
  await database.cleanup();
});

it('a listening server starts its warm worker without waiting for an upload', async () => {
  expect(app.fileParser.threads()).toBe(0);
  await app.listen({ port: 0, host: '127.0.0.1' });
  expect(app.fileParser.threads()).toBe(1);
});
