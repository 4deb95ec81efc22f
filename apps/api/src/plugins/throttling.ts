import { hash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { databaseRateLimitStore } from '../lib/database-counters.ts';
import { databaseFailureCounter, memoryFailureCounter, redisFailureCounter, type FailureCounter } from '../lib/login-throttle.ts';

declare module 'fastify' {
  interface FastifyInstance {
    loginFailures: FailureCounter;
    /** Failed sign-ins allowed in one window: for one account from one address, and from one address in all. */
    loginLimits: { accountAtAddress: number; address: number };
  }
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Per session when signed in, else per address: a shared office network is not one abuser. */
const writerKey = (request: FastifyRequest) =>
  request.sessionToken ? `s:${hash('sha256', request.sessionToken, 'hex').slice(0, 32)}` : `ip:${request.ip}`;

/** Where counters live: Redis when REDIS_URL is set; else the database on PostgreSQL (several instances may share it); else this process. */
export type CounterHome = 'redis' | 'database' | 'memory';
export const counterHome = (config: Config): CounterHome =>
  config.REDIS_URL ? 'redis' : config.database.dialect === 'postgres' ? 'database' : 'memory';

/**
 * Throttles of docs/product.md section C3, answered 429 with Retry-After. Counters are shared by every instance:
 * in Redis when REDIS_URL is set, otherwise in the database on PostgreSQL; on SQLite (one process is the
 * deployment) they live in memory.
 */
export const throttlingPlugin = fp(async (app: FastifyInstance, options: { config: Config }) => {
  const { config } = options;
  const home = counterHome(config);
  const redis = home === 'redis' ? new Redis(config.REDIS_URL as string, { maxRetriesPerRequest: 2, lazyConnect: false }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  await app.register(rateLimit, {
    global: true,
    hook: 'preHandler',
    max: config.WRITE_RATE_LIMIT,
    timeWindow: '1 minute',
    allowList: (request) => SAFE.has(request.method),
    keyGenerator: writerKey,
    ...(redis ? { redis, nameSpace: `${config.REDIS_PREFIX}:rate:` } : {}),
    ...(home === 'database' ? { store: databaseRateLimitStore(app.db) } : {}),
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, retryAfter: context.after }),
  });

  const windowMs = config.LOGIN_RATE_WINDOW_MINUTES * 60_000;
  const failures = redis ? redisFailureCounter(redis, windowMs) : home === 'database' ? databaseFailureCounter(app.db, windowMs) : memoryFailureCounter(windowMs);
  app.decorate('loginFailures', failures);
  app.decorate('loginLimits', { accountAtAddress: config.LOGIN_RATE_LIMIT, address: config.LOGIN_ADDRESS_RATE_LIMIT });
});
