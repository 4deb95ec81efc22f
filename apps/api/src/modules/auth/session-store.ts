import { hash, randomBytes } from 'node:crypto';
import { TIMINGS } from '@tandem/contract';
import type { Db } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared.ts';
import type { User } from '../../db/schema.ts';
import { perDatabase } from '../../lib/kept-in-memory.ts';
import { addDays } from '../../lib/time.ts';
import { SessionCache } from './session-cache.ts';

export const SESSION_MAX_AGE_SECONDS = TIMINGS.cookieDays * 86_400;

/** Only a hash of the token is stored, so a copy of the database cannot be used to sign in. */
// crypto.hash: one call, no Hash object (every signed-in request hashes its token).
const hashToken = (token: string) => hash('sha256', token, 'hex');

export async function createSession(db: Db, userId: number): Promise<string> {
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
    })
    .execute();
  return token;
}

/** The sessions one database's app instance keeps in memory (session-cache.ts). */
const cacheOf = perDatabase(() => new SessionCache());

// Every signed-in request that misses the cache runs it: compiled once.
const sessionUser = preparedQuery((db: Db, tokenHash: string, now: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select('sessions.expires_at as session_expires_at')
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now),
);

/** The user behind a live session token, or undefined for an unknown, expired or malformed one. */
export async function findSessionUser(db: Db, token: string): Promise<User | undefined> {
  if (!/^[\w-]{43}$/.test(token)) return undefined;
  const tokenHash = hashToken(token);
  const cache = cacheOf(db);
  const now = Date.now();
  const nowText = new Date(now).toISOString();
  const kept = cache.get(tokenHash, now, nowText);
  if (kept) return kept;
  const changeAtRead = cache.change;
  const [row] = await sessionUser(db, tokenHash, nowText);
  if (!row) return undefined;
  const { session_expires_at: expiresAt, ...user } = row;
  cache.keep(tokenHash, { user, expiresAt, readAt: now }, changeAtRead);
  return user;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  cacheOf(db).forgetSession(tokenHash);
}

/** A user row just written by this instance: the sessions kept in memory show it from the next request. */
export function sessionUserWritten(db: Db, user: User): void {
  cacheOf(db).replaceUser(user, Date.now());
}

/** A user changed without the new row at hand (a write inside a larger transaction): their sessions are read again. */
export function sessionUserChanged(db: Db, userId: number): void {
  cacheOf(db).forgetUser(userId);
}
