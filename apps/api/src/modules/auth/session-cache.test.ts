import { describe, expect, it } from 'vitest';
import type { User } from '../../db/schema.ts';
import { SESSION_KEPT_MS, SessionCache } from './session-cache.ts';

const user = (id: number, name = `User ${id}`): User => ({
  id,
  name,
  title: '',
  email: `user${id}@tandem.dev`,
  password_hash: null,
  google_sub: null,
  phone_number: '',
  address: '',
  profile_picture: null,
  role: 'candidate',
  company_id: null,
  company_role: null,
  company_joined_at: null,
  role_before_admin: null,
  suspended_at: null,
  email_verified: 0,
  visibility: 'open',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

const T0 = Date.parse('2026-11-22T10:00:00.000Z');
const text = (at: number) => new Date(at).toISOString();
const LATER = '2026-12-22T10:00:00.000Z';

function cacheWith(tokenHash: string, kept: User, readAt = T0, expiresAt = LATER): SessionCache {
  const cache = new SessionCache();
  cache.keep(tokenHash, { user: kept, expiresAt, readAt }, cache.change);
  return cache;
}

describe('SessionCache', () => {
  it('answers a session read less than a second ago, and not after', () => {
    const cache = cacheWith('a', user(1));
    expect(cache.get('a', T0 + SESSION_KEPT_MS - 1, text(T0))?.id).toBe(1);
    expect(cache.get('a', T0 + SESSION_KEPT_MS, text(T0))).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('refuses a kept session once it has expired, even within the second', () => {
    const cache = cacheWith('a', user(1), T0, text(T0 + 500));
    expect(cache.get('a', T0 + 499, text(T0 + 499))?.id).toBe(1);
    expect(cache.get('a', T0 + 500, text(T0 + 500))).toBeUndefined();
  });

  it('forgets a session signed out here at once', () => {
    const cache = cacheWith('a', user(1));
    cache.forgetSession('a');
    expect(cache.get('a', T0, text(T0))).toBeUndefined();
  });

  it('does not keep a read that began before a sign-out', () => {
    const cache = new SessionCache();
    const changeAtRead = cache.change;
    cache.forgetSession('a');
    cache.keep('a', { user: user(1), expiresAt: LATER, readAt: T0 }, changeAtRead);
    expect(cache.get('a', T0, text(T0))).toBeUndefined();
  });

  it('forgets everything when the bus may have missed changes, and keeps no read that began before', () => {
    const cache = cacheWith('a', user(1));
    const changeAtRead = cache.change;
    cache.clear();
    expect(cache.get('a', T0, text(T0))).toBeUndefined();
    cache.keep('b', { user: user(2), expiresAt: LATER, readAt: T0 }, changeAtRead);
    expect(cache.size).toBe(0);
  });

  it('reads a user changed without a row again, and keeps no read that began before the change', () => {
    const cache = cacheWith('a', user(1));
    const changeAtRead = cache.change;
    cache.forgetUser(1);
    expect(cache.get('a', T0, text(T0))).toBeUndefined();
    cache.keep('a', { user: user(1), expiresAt: LATER, readAt: T0 }, changeAtRead);
    expect(cache.size).toBe(0);
  });

  it('shares one read between the requests that miss together, frozen like a kept user', async () => {
    const cache = new SessionCache();
    let reads = 0;
    const read = async () => (reads++, user(1));
    const [first, second] = await Promise.all([cache.share('a', read), cache.share('a', read)]);
    expect(reads).toBe(1);
    expect(first).toBe(second);
    expect(Object.isFrozen(first)).toBe(true);
    await cache.share('a', read);
    expect(reads).toBe(2);
  });

  it('does not share a read that began before a sign-out with a request that came after it', async () => {
    const cache = new SessionCache();
    let reads = 0;
    const read = async () => (reads++, user(1));
    const before = cache.share('a', read);
    cache.forgetSession('a');
    const after = cache.share('a', async () => (reads++, undefined));
    expect(await before).toBeDefined();
    expect(await after).toBeUndefined();
    expect(reads).toBe(2);
  });

  it('keeps at most its limit of sessions, dropping the oldest read first', () => {
    const cache = new SessionCache(2);
    for (const token of ['a', 'b', 'c']) cache.keep(token, { user: user(token.charCodeAt(0)), expiresAt: LATER, readAt: T0 }, cache.change);
    expect(cache.size).toBe(2);
    expect(cache.get('a', T0, text(T0))).toBeUndefined();
    expect(cache.get('c', T0, text(T0))).toBeDefined();
  });

  it('hands out users that a request cannot change for the next one', () => {
    const cache = cacheWith('a', user(1));
    const kept = cache.get('a', T0, text(T0)) as User;
    expect(() => {
      kept.name = 'Changed by a handler';
    }).toThrow(TypeError);
  });
});
