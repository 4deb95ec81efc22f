import { recordChange } from '../../../bus/index.ts';
import type { Selectable, Transaction } from 'kysely';
import type { Database as Tables, ApplicationsTable } from '../../../db/schema.ts';
import type { Db, Dialect } from '../../../db/database.ts';

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
 * Notes that a candidate's profile changed, after the write has committed: app instances sharing the database
 * refresh that candidate in their matching indexes (docs/product.md section C7).
 */
export async function recordProfileChange(db: Db, candidateUserId: number): Promise<void> {
  await recordChange(db, 'candidate', candidateUserId);
}
