import { hash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { memoryFailureCounter, redisFailureCounter, type FailureCounter } from '../lib/login-throttle.ts';

declare module 'fastify' {
  interface FastifyInstance {
    loginFailures: FailureCounter;
    /** Failed sign-ins allowed per account and per address in one window. */
    loginFailuresLimit: number;
  }
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Per session when signed in, else per address: a shared office network is not one abuser. */
const writerKey = (request: FastifyRequest) =>
  request.sessionToken ? `s:${hash('sha256', request.sessionToken, 'hex').slice(0, 32)}` : `ip:${request.ip}`;

/**
 * Throttles of CONTRACT.md section 3, answered 429 with Retry-After. Counters live in this process, or in Redis
 * when REDIS_URL is set so that several instances share them.
 */
export const throttlingPlugin = fp(async (app: FastifyInstance, options: { config: Config }) => {
  const { config } = options;
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  await app.register(rateLimit, {
    global: true,
    hook: 'preHandler',
    max: config.WRITE_RATE_LIMIT,
    timeWindow: '1 minute',
    allowList: (request) => SAFE.has(request.method),
    keyGenerator: writerKey,
    ...(redis ? { redis, nameSpace: 'tandem:rate:' } : {}),
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, retryAfter: context.after }),
  });

  const windowMs = config.LOGIN_RATE_WINDOW_MINUTES * 60_000;
  app.decorate('loginFailures', redis ? redisFailureCounter(redis, windowMs) : memoryFailureCounter(windowMs));
  app.decorate('loginFailuresLimit', config.LOGIN_RATE_LIMIT);
});
