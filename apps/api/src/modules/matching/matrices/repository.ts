import type { Updateable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { JobSkillMatricesTable, UserSkillMatricesTable } from '../../../db/schema.ts';
import type { PageWindow } from '../../../lib/pagination.ts';
import { nowIso } from '../../../lib/time.ts';
import { jobPolicy, type JobOwner } from '../../jobs/index.ts';

export interface JobMatrixRow {
  id: number;
  job_id: number;
  skill_id: number;
  importance: number;
  skill_name: string | null;
  job_created_by: number | null;
  job_company_id: number | null;
}

export interface UserMatrixRow {
  id: number;
  user_id: number;
  skill_id: number;
  level: number;
  skill_name: string | null;
}


const selectJobMatrices = (db: Db) =>
  db
    .selectFrom('job_skill_matrices')
    .select((eb) => [
      'job_skill_matrices.id',
      'job_skill_matrices.job_id',
      'job_skill_matrices.skill_id',
      'job_skill_matrices.importance',
      eb.selectFrom('catalogue_skills').select('catalogue_skills.name').whereRef('catalogue_skills.id', '=', 'job_skill_matrices.skill_id').as('skill_name'),
      eb.selectFrom('job_profiles').select('job_profiles.created_by').whereRef('job_profiles.id', '=', 'job_skill_matrices.job_id').as('job_created_by'),
      eb.selectFrom('job_profiles').select('job_profiles.company_id').whereRef('job_profiles.id', '=', 'job_skill_matrices.job_id').as('job_company_id'),
    ]);

export async function listJobMatrices(db: Db, owner: JobOwner, filters: { job?: number | undefined }, window: PageWindow): Promise<{ count: number; rows: JobMatrixRow[] }> {
  const ownJobs = jobPolicy.ownJobIds(db, owner);
  let counted = db.selectFrom('job_skill_matrices').where('job_skill_matrices.job_id', 'in', ownJobs);
  let listed = selectJobMatrices(db).where('job_skill_matrices.job_id', 'in', ownJobs);
  if (filters.job !== undefined) {
    counted = counted.where('job_skill_matrices.job_id', '=', filters.job);
    listed = listed.where('job_skill_matrices.job_id', '=', filters.job);
  }
  const { count } = await counted.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const rows = window.limit === 0 ? [] : await listed.orderBy('job_skill_matrices.job_id').orderBy('job_skill_matrices.id').limit(window.limit).offset(window.offset).execute();
  return { count: Number(count), rows };
}

export const findJobMatrix = (db: Db, id: number): Promise<JobMatrixRow | undefined> =>
  selectJobMatrices(db).where('job_skill_matrices.id', '=', id).executeTakeFirst();

export const findJob = (db: Db, id: number) => db.selectFrom('job_profiles').select(['id', 'created_by', 'company_id']).where('id', '=', id).executeTakeFirst();

export const skillExists = async (db: Db, id: number) =>
  (await db.selectFrom('catalogue_skills').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

export const jobMatrixFor = (db: Db, jobId: number, skillId: number) =>
  db.selectFrom('job_skill_matrices').select('id').where('job_id', '=', jobId).where('skill_id', '=', skillId).executeTakeFirst();

export async function insertJobMatrix(db: Db, values: { job_id: number; skill_id: number; importance?: number | undefined }): Promise<number> {
  const now = nowIso();
  const { importance, ...rest } = values;
  const row = await db
    .insertInto('job_skill_matrices')
    .values({ ...rest, ...(importance === undefined ? {} : { importance }), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateJobMatrix(db: Db, id: number, values: Updateable<JobSkillMatricesTable>): Promise<void> {
  await db.updateTable('job_skill_matrices').set({ ...values, updated_at: nowIso() }).where('id', '=', id).execute();
}

export const deleteJobMatrix = (db: Db, id: number) => db.deleteFrom('job_skill_matrices').where('id', '=', id).execute();

const selectUserMatrices = (db: Db) =>
  db
    .selectFrom('user_skill_matrices')
    .select((eb) => [
      'user_skill_matrices.id',
      'user_skill_matrices.user_id',
      'user_skill_matrices.skill_id',
      'user_skill_matrices.level',
      eb.selectFrom('catalogue_skills').select('catalogue_skills.name').whereRef('catalogue_skills.id', '=', 'user_skill_matrices.skill_id').as('skill_name'),
    ]);

export async function listUserMatrices(db: Db, userId: number, window: PageWindow): Promise<{ count: number; rows: UserMatrixRow[] }> {
  const { count } = await db
    .selectFrom('user_skill_matrices')
    .where('user_id', '=', userId)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const rows =
    window.limit === 0
      ? []
      : await selectUserMatrices(db).where('user_skill_matrices.user_id', '=', userId).orderBy('user_skill_matrices.id').limit(window.limit).offset(window.offset).execute();
  return { count: Number(count), rows };
}

export const findUserMatrix = (db: Db, id: number): Promise<UserMatrixRow | undefined> =>
  selectUserMatrices(db).where('user_skill_matrices.id', '=', id).executeTakeFirst();

export const userMatrixFor = (db: Db, userId: number, skillId: number) =>
  db.selectFrom('user_skill_matrices').select('id').where('user_id', '=', userId).where('skill_id', '=', skillId).executeTakeFirst();

export async function insertUserMatrix(db: Db, values: { user_id: number; skill_id: number; level?: number | undefined }): Promise<number> {
  const now = nowIso();
  const { level, ...rest } = values;
  const row = await db
    .insertInto('user_skill_matrices')
    .values({ ...rest, ...(level === undefined ? {} : { level }), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUserMatrix(db: Db, id: number, values: Updateable<UserSkillMatricesTable>): Promise<void> {
  await db.updateTable('user_skill_matrices').set({ ...values, updated_at: nowIso() }).where('id', '=', id).execute();
}

export const deleteUserMatrix = (db: Db, id: number) => db.deleteFrom('user_skill_matrices').where('id', '=', id).execute();
