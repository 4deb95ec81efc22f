import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { MemoryQueue } from './memory-queue.ts';
import { PgBossQueue } from './pg-boss-queue.ts';
import { Scheduler } from './scheduler.ts';
import type { JobQueue } from './types.ts';
import { testDatabaseUrl } from '../test/required-in-ci.ts';

const log = Fastify({ logger: false }).log;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const running: JobQueue[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((queue) => queue.stop().catch(() => undefined)));
});

describe('the scheduler (in process)', () => {
  it('runs each task every interval', async () => {
    const queue = new MemoryQueue(log);
    running.push(queue);
    const scheduler = new Scheduler(queue, 300, log);
    const runs: string[] = [];
    scheduler.repeat('sweep', async () => void runs.push('sweep'));
    scheduler.repeat('tidy', async () => void runs.push('tidy'));
    await queue.start();
    await pause(1_050);
    expect(runs.filter((name) => name === 'sweep').length).toBeGreaterThanOrEqual(2);
    expect(runs.filter((name) => name === 'tidy').length).toBeGreaterThanOrEqual(2);
  });

  it('never runs a task twice at once on one instance', async () => {
    const queue = new MemoryQueue(log);
    running.push(queue);
    const scheduler = new Scheduler(queue, 100, log);
    let active = 0;
    let most = 0;
    let runs = 0;
    scheduler.repeat('slow', async () => {
      active++;
      most = Math.max(most, active);
      runs++;
      await pause(350);
      active--;
    });
    await queue.start();
    await pause(1_000);
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(most).toBe(1);
  });

  it('refuses a task registered twice under one name', () => {
    const scheduler = new Scheduler(new MemoryQueue(log), 1_000, log);
    scheduler.repeat('sweep', async () => undefined);
    expect(() => scheduler.repeat('sweep', async () => undefined)).toThrowError('the scheduled task sweep is registered twice');
  });
});

describe.runIf(testDatabaseUrl())('the scheduler (pg-boss on PostgreSQL)', () => {
  const url = process.env.TEST_DATABASE_URL ?? '';
  const schema = `scheduler_test_${randomBytes(5).toString('hex')}`;
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  it('runs a task once per interval for the deployment, however many instances schedule it', async () => {
    const runs: number[] = [];
    const instances = [0, 1, 2].map(() => {
      const queue = new PgBossQueue(url, schema, log);
      running.push(queue);
      new Scheduler(queue, 1_000, log).repeat('sweep', async () => void runs.push(Date.now()));
      return queue;
    });
    await Promise.all(instances.map((queue) => queue.start()));
    await pause(4_500);
    // Four periods went by: three instances offering the task must not triple it.
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.length).toBeLessThanOrEqual(5);
  }, 15_000);
});
