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
    /**
     * Failed sign-ins allowed in one window: for one account from one address, and from one address in all;
     * past `accountAtAddress` failures of an account from anywhere, its sign-ins are held up to `accountDelayMaxMs`.
     */
    loginLimits: { accountAtAddress: number; address: number; accountDelayMaxMs: number };
  }
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Per session when signed in, else per address: a shared office network is not one abuser. */
const writerKey = (request: FastifyRequest) =>
  request.sessionToken ? `s:${hash('sha256', request.sessionToken, 'hex').slice(0, 32)}` : `ip:${request.ip}`;

/** How long start-up waits for Redis: without an offline queue, a request before the connection is up would be a 503. */
const REDIS_START_WAIT_MS = 5_000;

/**
 * Waits until the client is connected, or `ms` have passed: an instance that starts while Redis is away still
 * starts, and answers 503 until Redis is back.
 */
function connected(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

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
  // Fail at once while Redis is away (503, lib/outage.ts), not after seconds in ioredis's offline queue.
  const redis = home === 'redis' ? new Redis(config.REDIS_URL as string, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined;
  if (redis) {
    redis.on('error', (err: Error) => app.log.warn({ err }, 'throttling: Redis connection error'));
    app.readiness.add('redis', () => redis.status === 'ready');
    app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
    await connected(redis, REDIS_START_WAIT_MS);
  }

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
  const failures = redis ? redisFailureCounter(redis, windowMs, config.REDIS_PREFIX) : home === 'database' ? databaseFailureCounter(app.db, windowMs) : memoryFailureCounter(windowMs);
  app.decorate('loginFailures', failures);
  app.decorate('loginLimits', {
    accountAtAddress: config.LOGIN_RATE_LIMIT,
    address: config.LOGIN_ADDRESS_RATE_LIMIT,
    accountDelayMaxMs: config.LOGIN_ACCOUNT_DELAY_MAX,
  });
});
