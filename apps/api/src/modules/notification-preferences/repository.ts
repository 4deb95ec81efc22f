import type { Db } from '../../db/database.ts';
import { idIn } from '../../db/id-list.ts';
import { nowIso } from '../../lib/time.ts';

export const findPreferencesRow = (db: Db, userId: number) =>
  db.selectFrom('notification_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();

/** The rows of many users in one query (the ids as one parameter, db/id-list.ts). */
export const findPreferencesRows = (db: Db, userIds: readonly number[]) =>
  userIds.length === 0 ? Promise.resolve([]) : db.selectFrom('notification_preferences').selectAll().where(idIn(db, 'user_id', userIds)).execute();

/** One row per user, written whole: the PATCH merges before it writes. */
export async function savePreferencesRow(db: Db, userId: number, kinds: string, emailFrequency: string): Promise<void> {
  const updatedAt = nowIso();
  await db
    .insertInto('notification_preferences')
    .values({ user_id: userId, kinds, email_frequency: emailFrequency, updated_at: updatedAt })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ kinds, email_frequency: emailFrequency, updated_at: updatedAt }))
    .execute();
}
