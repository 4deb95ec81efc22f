import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { BullMqQueue } from './bullmq-queue.ts';
import { MemoryQueue } from './memory-queue.ts';
import { PgBossQueue } from './pg-boss-queue.ts';
import type { JobQueue } from './types.ts';

export type { JobQueue } from './types.ts';
export { MemoryQueue } from './memory-queue.ts';

/** The schema named by the connection string's search_path (a test's own), else pg-boss's default. */
function queueSchema(url: string): string {
  const options = new URL(url).searchParams.get('options') ?? '';
  const searchPath = /search_path=([\w]+)/.exec(options)?.[1];
  return searchPath ? `${searchPath}_jobs` : 'pgboss';
}

/** The queue this deployment runs on: BullMQ with REDIS_URL, pg-boss on PostgreSQL, else in this process. */
export function createQueue(config: Config, log: FastifyBaseLogger): JobQueue {
  if (config.REDIS_URL) return new BullMqQueue(config.REDIS_URL, `${config.REDIS_PREFIX}:queue`, log);
  if (config.database.dialect === 'postgres') return new PgBossQueue(config.database.url, queueSchema(config.database.url), log);
  return new MemoryQueue(log);
}
