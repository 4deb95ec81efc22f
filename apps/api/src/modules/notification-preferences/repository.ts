import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';

export const findPreferencesRow = (db: Db, userId: number) =>
  db.selectFrom('notification_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();

export const findPreferencesRows = (db: Db, userIds: readonly number[]) =>
  userIds.length === 0 ? Promise.resolve([]) : db.selectFrom('notification_preferences').selectAll().where('user_id', 'in', userIds).execute();

/** One row per user, written whole: the PATCH merges before it writes. */
export async function savePreferencesRow(db: Db, userId: number, kinds: string, emailFrequency: string): Promise<void> {
  const updatedAt = nowIso();
  await db
    .insertInto('notification_preferences')
    .values({ user_id: userId, kinds, email_frequency: emailFrequency, updated_at: updatedAt })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ kinds, email_frequency: emailFrequency, updated_at: updatedAt }))
    .execute();
}
