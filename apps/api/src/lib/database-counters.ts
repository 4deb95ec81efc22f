import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/database.ts';

/** A key's count in its current window and when that window ends (milliseconds since the epoch). */
export interface CounterState {
  count: number;
  resetAt: number;
}

/** One hit in this many also removes the windows that have ended, so the table holds only live ones. */
const PRUNE_ONE_IN = 500;

/**
 * Fixed-window counters kept in the `rate_counters` table, so every app instance on one PostgreSQL database
 * counts together when there is no Redis. One statement per hit: an upsert that starts a new window when the
 * old one has ended, so concurrent hits from several instances never lose a count.
 */
export async function hitCounter(db: Db, key: string, windowMs: number, now = Date.now()): Promise<CounterState> {
  const row = await db
    .insertInto('rate_counters')
    .values({ key, count: 1, reset_at: now + windowMs })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        count: eb.case().when('rate_counters.reset_at', '<=', now).then(1).else(eb('rate_counters.count', '+', 1)).end(),
        reset_at: eb.case().when('rate_counters.reset_at', '<=', now).then(eb.ref('excluded.reset_at')).else(eb.ref('rate_counters.reset_at')).end(),
      })),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  if (Math.random() * PRUNE_ONE_IN < 1) void db.deleteFrom('rate_counters').where('reset_at', '<=', now).execute().catch(() => undefined);
  return { count: Number(row.count), resetAt: Number(row.reset_at) };
}

/** The key's live window, or a count of 0 when there is none. */
export async function peekCounter(db: Db, key: string, now = Date.now()): Promise<CounterState> {
  const row = await db.selectFrom('rate_counters').select(['count', 'reset_at']).where('key', '=', key).where('reset_at', '>', now).executeTakeFirst();
  return row ? { count: Number(row.count), resetAt: Number(row.reset_at) } : { count: 0, resetAt: now };
}

export async function clearCounter(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_counters').where('key', '=', key).execute();
}

type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * A store for @fastify/rate-limit (its `store` option: a class it constructs once, then asks for one child per
 * route) over the same table. Each route's keys get the route as a prefix, as the library's Redis store does.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      readonly prefix = 'rate:',
    ) {}

    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number): void {
      const now = Date.now();
      hitCounter(db, this.prefix + key, timeWindow, now).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: Math.max(0, resetAt - now) }),
        (error: Error) => callback(error, { current: 0, ttl: 0 }),
      );
    }

    child(routeOptions: RouteOptions): DatabaseRateLimitStore {
      // The library passes the route as `routeInfo` beside the route's limit options.
      const route = (routeOptions as RouteOptions & { routeInfo?: { method: string; url: string } }).routeInfo ?? routeOptions;
      return new DatabaseRateLimitStore(undefined, `${this.prefix}${String(route.method)}${route.url}-`);
    }
  }
  return DatabaseRateLimitStore;
}
