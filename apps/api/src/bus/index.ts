import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { LocalBus } from './local-bus.ts';
import { PostgresBus } from './postgres-bus.ts';
import type { Bus } from './types.ts';

export { liveBatches } from './live-batch.ts';
export { attachBus, busOf, publish, publishAll } from './slot.ts';
export { recordChange } from './changes.ts';
export { announceRevocations, revocationsApplied, sessionUserChanged, type PendingRevocations } from './revocations.ts';
export type { Bus, ChangedEntity, Executor, LiveEventName } from './types.ts';

/** In this process on SQLite (one process is the deployment); LISTEN/NOTIFY on PostgreSQL. */
export function createBus(config: Config, log: FastifyBaseLogger): Bus {
  return config.database.dialect === 'postgres' ? new PostgresBus(config.database.url, log) : new LocalBus(log);
}
