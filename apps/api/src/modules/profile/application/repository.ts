import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { ApplicationsTable } from '../../../db/schema.ts';
import type { PageWindow } from '../../../lib/pagination.ts';
import type { ReadableApplicationIds } from '../shared/policy.ts';

/** A page of the profiles the reader may read, of one user when `userId` is given. */
export async function listApplications(
  db: Db,
  readable: ReadableApplicationIds,
  userId: number | undefined,
  window: PageWindow,
) {
  let applications = db.selectFrom('applications').where('id', 'in', readable);
  if (userId !== undefined) applications = applications.where('user_id', '=', userId);
  const [total, rows] = await Promise.all([
    applications.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    applications.selectAll().orderBy('id').limit(window.limit).offset(window.offset).execute(),
  ]);
  return { total: Number(total.count), rows };
}

export const findReadableApplication = (db: Db, id: number, readable: ReadableApplicationIds) =>
  db
    .selectFrom('applications')
    .selectAll()
    .where('id', '=', id)
    .where('id', 'in', readable)
    .executeTakeFirst();

export const insertApplication = (db: Db, values: Insertable<ApplicationsTable>) =>
  db.insertInto('applications').values(values).returningAll().executeTakeFirstOrThrow();

export const updateApplication = (db: Db, id: number, values: Updateable<ApplicationsTable>) =>
  db.updateTable('applications').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
