import type { Db } from '../db/database.ts';
import { clearCounter, hitCounter, peekCounter } from './database-counters.ts';
import type { Redis } from 'ioredis';

/**
 * Counts failed sign-ins per key in a fixed window. @fastify/rate-limit counts every request; this counts only
 * failures and is cleared by a success, which is what "10 failed logins per 15 minutes" asks for.
 */
export interface FailureCounter {
  /** Failures so far in the current window, and the seconds until it ends. */
  peek(key: string): Promise<{ count: number; retryAfterSeconds: number }>;
  fail(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

export function memoryFailureCounter(windowMs: number): FailureCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt > Date.now()) return entry;
    windows.delete(key);
    return undefined;
  };
  return {
    async peek(key) {
      const entry = current(key);
      return { count: entry?.count ?? 0, retryAfterSeconds: entry ? (entry.resetAt - Date.now()) / 1000 : 0 };
    },
    async fail(key) {
      const entry = current(key);
      if (entry) entry.count += 1;
      else windows.set(key, { count: 1, resetAt: Date.now() + windowMs });
      // Bounded memory: drop finished windows once the map grows.
      if (windows.size > 50_000) for (const [name] of windows) if (!current(name)) windows.delete(name);
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}

/** Keys under REDIS_PREFIX, like every other key of the deployment, so deployments sharing a Redis count apart. */
export function redisFailureCounter(redis: Redis, windowMs: number, prefix: string): FailureCounter {
  const name = (key: string) => `${prefix}:login-failures:${key}`;
  return {
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(name(key)), redis.pttl(name(key))]);
      return { count: Number(count ?? 0), retryAfterSeconds: Math.max(0, ttl) / 1000 };
    },
    async fail(key) {
      const count = await redis.incr(name(key));
      if (count === 1) await redis.pexpire(name(key), windowMs);
    },
    async clear(key) {
      await redis.del(name(key));
    },
  };
}

/** Counters in the database (lib/database-counters.ts): shared by instances on one PostgreSQL without Redis. */
export function databaseFailureCounter(db: Db, windowMs: number): FailureCounter {
  const name = (key: string) => `login-failures:${key}`;
  return {
    async peek(key) {
      const now = Date.now();
      const { count, resetAt } = await peekCounter(db, name(key), now);
      return { count, retryAfterSeconds: Math.max(0, resetAt - now) / 1000 };
    },
    async fail(key) {
      await hitCounter(db, name(key), windowMs);
    },
    async clear(key) {
      await clearCounter(db, name(key));
    },
  };
}

/**
 * How long to hold a sign-in to an account that has failed `failures` times in the window from anywhere
 * (OWASP's progressive delay): nothing below `threshold`, then 250 ms doubling with each failure, up to `maxMs`.
 * A delay, never a refusal: the person with the right password still gets in, only slower.
 */
export function accountDelayMs(failures: number, threshold: number, maxMs: number): number {
  if (failures < threshold) return 0;
  return Math.min(maxMs, 250 * 2 ** Math.min(failures - threshold, 20));
}
