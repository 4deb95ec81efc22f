import { hash, randomBytes } from 'node:crypto';
import { TIMINGS } from '@tandem/contract';
import type { Db } from '../../db/database.ts';
import { QUALIFIED_USER_COLUMNS } from '../../db/columns.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { announceRevocations, busOf, revocationsApplied, type Executor, type PendingRevocations } from '../../bus/index.ts';
import type { User } from '../../db/schema.ts';
import { addDays } from '../../lib/time.ts';
import { SessionCache } from './session-cache.ts';

export const SESSION_MAX_AGE_SECONDS = TIMINGS.cookieDays * 86_400;

/** Only a hash of the token is stored, so a copy of the database cannot be used to sign in. */
// crypto.hash: one call, no Hash object (every signed-in request hashes its token).
export const hashToken = (token: string) => hash('sha256', token, 'hex');

/** The user agent kept for the sessions list: enough to tell devices apart, never a whole header. */
const USER_AGENT_KEPT = 300;

export async function createSession(db: Db, userId: number, userAgent = ''): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: addDays(now, TIMINGS.cookieDays).toISOString(),
      last_seen_at: now.toISOString(),
      user_agent: userAgent.slice(0, USER_AGENT_KEPT),
    })
    .execute();
  return token;
}

const caches = new WeakMap<Db, SessionCache>();

/**
 * The sessions an app instance keeps in memory (session-cache.ts). A sign-out, a password change or a deletion
 * is answered only once every instance has forgotten what it kept (revocationsApplied), so the others refuse
 * the session from the next request. While the bus may be missing messages (its connection is down) nothing
 * kept is answered: every request reads its session, until the bus is back and the cache has been cleared.
 */
function cacheOf(db: Db): SessionCache | undefined {
  const bus = busOf(db);
  if (!bus) return undefined;
  let cache = caches.get(db);
  if (!cache) {
    const made = new SessionCache();
    bus.on((message) => {
      if (message.t === 'session-ended') made.forgetSession(message.tokenHash);
      else if (message.t === 'user' || message.t === 'account-deleted') made.forgetUser(message.userId);
    });
    bus.onReset(() => made.clear());
    caches.set(db, (cache = made));
  }
  return bus.listening ? cache : undefined;
}

// Every signed-in request that misses the cache runs it: compiled once.
const sessionUser = preparedQuery((db: Db, tokenHash: string, now: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(QUALIFIED_USER_COLUMNS)
    .select(['sessions.expires_at as session_expires_at', 'sessions.last_seen_at as session_last_seen_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    // Suspending ends the sessions too; this keeps one made in a race with the suspension from working.
    .where('users.suspended_at', 'is', null),
);

/** The user behind a live session token, or undefined for an unknown, expired or malformed one. */
export async function findSessionUser(db: Db, token: string): Promise<User | undefined> {
  if (!/^[\w-]{43}$/.test(token)) return undefined;
  const tokenHash = hashToken(token);
  const cache = cacheOf(db);
  const now = Date.now();
  const nowText = new Date(now).toISOString();
  if (!cache) return readSession(db, undefined, tokenHash, now, nowText);
  return cache.get(tokenHash, now, nowText) ?? cache.share(tokenHash, () => readSession(db, cache, tokenHash, now, nowText));
}

async function readSession(db: Db, cache: SessionCache | undefined, tokenHash: string, now: number, nowText: string): Promise<User | undefined> {
  const changeAtRead = cache?.change ?? 0;
  const [row] = await sessionUser(db, tokenHash, nowText);
  if (!row) return undefined;
  const { session_expires_at: expiresAt, session_last_seen_at: lastSeenAt, ...user } = row;
  if (now - Date.parse(lastSeenAt) >= LAST_SEEN_STEP_MS) touchSession(db, tokenHash, nowText);
  cache?.keep(tokenHash, { user, expiresAt, readAt: now }, changeAtRead);
  return user;
}

/** 'Last seen' in the sessions list moves in steps of a minute, so a busy session writes at most once a minute. */
const LAST_SEEN_STEP_MS = 60_000;

/** Not awaited by the request: a lost update only makes 'last seen' a minute older. */
function touchSession(db: Db, tokenHash: string, nowText: string): void {
  db.updateTable('sessions')
    .set({ last_seen_at: nowText })
    .where('token_hash', '=', tokenHash)
    .execute()
    .catch(() => undefined);
}

/** Sign-out of one session: once answered, no instance accepts it. */
export async function deleteSession(db: Db, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  await revocationsApplied(db, await announceRevocations(db, [{ t: 'session-ended', tokenHash }]));
}

/**
 * Sessions whose rows are deleted by this write (the caller's transaction, when given one): refused on every
 * instance once revocationsApplied() has resolved for what this answers.
 */
export async function sessionsEnded(db: Executor, tokenHashes: readonly string[]): Promise<PendingRevocations> {
  return announceRevocations(
    db,
    tokenHashes.map((tokenHash) => ({ t: 'session-ended', tokenHash })),
  );
}
