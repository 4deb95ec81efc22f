import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';

/** The user's live sessions, most recently seen first. */
export const liveSessionsOf = (db: Db, userId: number) =>
  db
    .selectFrom('sessions')
    .select(['id', 'token_hash', 'created_at', 'last_seen_at', 'user_agent'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', nowIso())
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
