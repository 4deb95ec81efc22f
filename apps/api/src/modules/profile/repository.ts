import { sql, type Selectable, type Transaction } from 'kysely';
import type { Database as Tables, ApplicationsTable } from '../../db/schema.ts';
import type { Db, Dialect } from '../../db/database.ts';

export type Application = Selectable<ApplicationsTable>;
export const findOwnApplication = (db: Db, userId: number): Promise<Application | undefined> =>
  db.selectFrom('applications').selectAll().where('user_id', '=', userId).executeTakeFirst();

/**
 * Holds a profile still while a transaction counts its entries, so two requests at once cannot both add the
 * last allowed one. SQLite transactions here take the write lock at BEGIN (BEGIN IMMEDIATE), which serialises
 * them already; PostgreSQL needs the row lock.
 */
export async function lockApplication(
  trx: Transaction<Tables>,
  dialect: Dialect,
  applicationId: number,
): Promise<void> {
  if (dialect !== 'postgres') return;
  await trx.selectFrom('applications').select('id').where('id', '=', applicationId).forUpdate().execute();
}

/**
 * Bumps the `profiles` change counter after a write to a profile has committed: app instances sharing the
 * database watch it to refresh what they derive from profiles (the matching indexes, CONTRACT.md section 7).
 * One statement on its own, so the counter's row is never held for the length of another transaction.
 */
export async function recordProfileChange(db: Db): Promise<void> {
  await db
    .insertInto('change_counters')
    .values({ name: 'profiles', version: 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet({ version: sql<number>`change_counters.version + 1` }))
    .execute();
}
