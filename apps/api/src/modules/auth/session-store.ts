import { hash, randomBytes } from 'node:crypto';
import { TIMINGS } from '@tandem/contract';
import type { Db } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared.ts';
import type { User } from '../../db/schema.ts';
import { addDays, nowIso } from '../../lib/time.ts';

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

// Every signed-in request runs it: compiled once.
const sessionUser = preparedQuery((db: Db, tokenHash: string, now: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now),
);

/** The user behind a live session token, or undefined for an unknown, expired or malformed one. */
export async function findSessionUser(db: Db, token: string): Promise<User | undefined> {
  if (!/^[\w-]{43}$/.test(token)) return undefined;
  const [user] = await sessionUser(db, hashToken(token), nowIso());
  return user;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

/** Ends every session of a user (a password change, say) or only the expired ones of everybody. */
export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', nowIso()).execute();
}
