import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BullMqQueue } from './bullmq-queue.ts';
import { MemoryQueue } from './memory-queue.ts';
import { PgBossQueue } from './pg-boss-queue.ts';
import type { JobData, JobQueue } from './types.ts';
import { testDatabaseUrl, testRedisUrl } from '../test/required-in-ci.ts';

const log = Fastify({ logger: false }).log;

async function eventually(condition: () => boolean, withinMs = 8_000): Promise<void> {
  for (const started = Date.now(); !condition(); ) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Backend {
  name: string;
  /** Instances of one deployment: they share the queue's storage. */
  deployment(): Promise<{ make(): JobQueue; end(): Promise<void> }>;
  shared: boolean;
}

const backends: Backend[] = [
  { name: 'in process', shared: false, deployment: async () => ({ make: () => new MemoryQueue(log), end: async () => undefined }) },
];
const databaseUrl = testDatabaseUrl();
if (databaseUrl) {
  const url = databaseUrl;
  backends.push({
    name: 'pg-boss on PostgreSQL',
    shared: true,
    deployment: async () => {
      const schema = `queue_test_${randomBytes(5).toString('hex')}`;
      return {
        make: () => new PgBossQueue(url, schema, log, { expireSeconds: 2, maintenanceSeconds: 1 }),
        end: async () => {
          const admin = new pg.Client({ connectionString: url });
          await admin.connect();
          await admin.query(`drop schema if exists ${schema} cascade`);
          await admin.end();
        },
      };
    },
  });
}
const redisUrl = testRedisUrl();
if (redisUrl) {
  const url = redisUrl;
  backends.push({
    name: 'BullMQ on Redis',
    shared: true,
    deployment: async () => {
      const prefix = `tandem-test-${randomBytes(5).toString('hex')}`;
      return { make: () => new BullMqQueue(url, prefix, log, { stalledIntervalMs: 500, lockDurationMs: 1000 }), end: async () => undefined };
    },
  });
}

describe.each(backends)('the job queue ($name)', (backend) => {
  let deployment: Awaited<ReturnType<Backend['deployment']>>;
  const running: JobQueue[] = [];
  const instance = () => {
    const queue = deployment.make();
    running.push(queue);
    return queue;
  };
  beforeAll(async () => {
    deployment = await backend.deployment();
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((queue) => queue.stop().catch(() => undefined)));
  });
  afterAll(async () => deployment.end());

  it('runs a job with its data, once', async () => {
    const queue = instance();
    const seen: JobData[] = [];
    queue.work('greet', async (data) => void seen.push(data));
    await queue.start();
    await queue.send('greet', { name: 'Ada' });
    await eventually(() => seen.length === 1);
    // The fence: a job sent after, on the same queue; once it has run, a second run of the first would have come.
    await queue.send('greet', { name: 'Fence' });
    await eventually(() => seen.some((data) => data.name === 'Fence'));
    expect(seen).toEqual([{ name: 'Ada' }, { name: 'Fence' }]);
  });

  it('retries a job whose handler throws, with backoff, until it succeeds', async () => {
    const queue = instance();
    const attempts: number[] = [];
    queue.work('flaky', async () => {
      attempts.push(Date.now());
      if (attempts.length < 2) throw new Error('the mail server is away');
    });
    await queue.start();
    await queue.send('flaky', {});
    await eventually(() => attempts.length === 2, 10_000);
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(900);
  });

  it('keeps one queued job per key', async () => {
    const queue = instance();
    let runs = 0;
    let fenced = false;
    queue.work('digest', async (data) => void (data.fence ? (fenced = true) : (runs += 1)));
    await queue.start();
    await queue.send('digest', {}, { key: 'user-1', delayMs: 500 });
    await queue.send('digest', {}, { key: 'user-1', delayMs: 500 });
    // The fence: the same queue and delay under another key, sent last; once it has run, a second user-1 job kept
    // in the queue would have run too.
    await queue.send('digest', { fence: true }, { key: 'user-2', delayMs: 500 });
    await eventually(() => fenced, 5_000);
    await eventually(() => runs >= 1);
    expect(runs).toBe(1);
  });

  it.runIf(backend.name === 'in process')('stops at once past a job asked for later, which a stop drops', async () => {
    const queue = new MemoryQueue(log);
    let runs = 0;
    queue.work('later', async () => void (runs += 1));
    await queue.start();
    await queue.send('later', {}, { delayMs: 60_000 });
    const started = Date.now();
    await queue.stop();
    // Waiting on the job would take the drain's whole 10 s.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(runs).toBe(0);
  });

  it.runIf(backend.shared)('runs each job once however many instances work on it', async () => {
    const ran: number[] = [];
    const [a, b] = [instance(), instance()];
    for (const queue of [a, b]) queue.work('count', async (data) => void ran.push(Number(data.n)));
    await Promise.all([a.start(), b.start()]);
    await Promise.all(Array.from({ length: 20 }, (_, n) => (n % 2 ? a : b).send('count', { n })));
    await eventually(() => ran.length >= 20).catch((error: unknown) => {
      throw new Error(`${String(error)}: ran ${JSON.stringify(ran)}`);
    });
    await pause(500);
    expect(ran.sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });

  it.runIf(backend.shared)('runs a periodic job once per period, however many instances offer it', async () => {
    const runs: number[] = [];
    const [a, b] = [instance(), instance()];
    for (const queue of [a, b]) {
      queue.work('sweep', async () => void runs.push(Date.now()));
      queue.every('sweep', 1_000);
    }
    await Promise.all([a.start(), b.start()]);
    await pause(4_500);
    // Four or five periods went by: two instances offering it must not double that.
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.length).toBeLessThanOrEqual(6);
  });

  it.runIf(backend.shared)('runs again a job whose instance died while running it', async () => {
    const started: string[] = [];
    const finished: string[] = [];
    const doomed = instance();
    doomed.work('long', async () => {
      started.push('doomed');
      // Never finishes (unref: the dead handler must not keep the test process alive).
      await new Promise((resolve) => setTimeout(resolve, 60_000).unref());
    });
    await doomed.start();
    await doomed.send('long', {});
    await eventually(() => started.length === 1);
    if (doomed instanceof PgBossQueue) await doomed.crash();
    else if (doomed instanceof BullMqQueue) await doomed.crash();
    const survivor = instance();
    survivor.work('long', async () => void finished.push('survivor'));
    await survivor.start();
    await eventually(() => finished.length === 1, 15_000);
  }, 20_000);
});
