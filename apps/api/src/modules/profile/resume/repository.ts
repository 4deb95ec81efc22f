import type { Selectable, Transaction } from 'kysely';
import type { Db, Dialect } from '../../../db/database.ts';
import type { Database as Tables, ResumesTable } from '../../../db/schema.ts';

export type ResumeRow = Selectable<ResumesTable>;

/** What an upload writes: the row is the candidate's one résumé, so a second upload overwrites these. */
export type ResumeValues = Omit<ResumeRow, 'id' | 'user_id'>;

export const findResume = (db: Db, userId: number): Promise<ResumeRow | undefined> =>
  db.selectFrom('resumes').selectAll().where('user_id', '=', userId).executeTakeFirst();

/**
 * Holds the candidate still while an upload replaces their résumé, so that of two uploads at once each knows
 * the file it replaces. SQLite transactions here take the write lock at BEGIN (BEGIN IMMEDIATE), which
 * serialises them already; PostgreSQL needs the row lock.
 */
export async function lockCandidate(
  trx: Transaction<Tables>,
  dialect: Dialect,
  userId: number,
): Promise<void> {
  if (dialect !== 'postgres') return;
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** The stored file's key of the candidate's résumé, read before an upload replaces it (to remove it after). */
export const findResumeKey = (trx: Transaction<Tables>, userId: number) =>
  trx.selectFrom('resumes').select('storage_key').where('user_id', '=', userId).executeTakeFirst();

/** One statement on both databases: insert, or replace the résumé the candidate had. */
export const upsertResume = (trx: Transaction<Tables>, userId: number, values: ResumeValues) =>
  trx
    .insertInto('resumes')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();

/** Deletes the candidate's résumé row; answers its file's key, or undefined when there was none. */
export const deleteResume = (db: Db, userId: number) =>
  db.deleteFrom('resumes').where('user_id', '=', userId).returning('storage_key').executeTakeFirst();
