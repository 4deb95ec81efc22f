import { COMMUNITY_MESSAGES } from '@tandem/contract';
import type { Updateable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { JobSkillMatricesTable, User, UserSkillMatricesTable } from '../../../db/schema.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { badRequest, fieldError, forbidden, notFound } from '../../../lib/http-errors.ts';
import type { PageWindow } from '../../../lib/pagination.ts';
import type { JobOwner } from '../../jobs/index.ts';
import { matrixPolicy } from './policy.ts';
import { presentJobMatrix, presentUserMatrix } from './presenter.ts';
import {
  deleteJobMatrix,
  deleteUserMatrix,
  findJob,
  findJobMatrix,
  findUserMatrix,
  insertJobMatrix,
  insertUserMatrix,
  jobMatrixFor,
  listJobMatrices,
  listUserMatrices,
  skillExists,
  updateJobMatrix,
  updateUserMatrix,
  userMatrixFor,
  type JobMatrixRow,
  type UserMatrixRow,
} from './repository.ts';

const duplicateJobSkill = () => badRequest({ non_field_errors: [COMMUNITY_MESSAGES.duplicateJobSkill] });
const duplicateUserSkill = () => badRequest({ non_field_errors: [COMMUNITY_MESSAGES.duplicateUserSkill] });

/** Runs a write, turning a unique-constraint race into the same 400 the pre-check gives. */
async function uniquely<T>(write: () => Promise<T>, duplicate: () => Error): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

async function checkSkill(db: Db, skillId: number): Promise<void> {
  if (!(await skillExists(db, skillId))) throw fieldError('skill', COMMUNITY_MESSAGES.skillNotFound);
}

/** A job the owner may attach skills to; another organisation's job reads as unknown. */
async function checkOwnJob(db: Db, owner: JobOwner | null, jobId: number): Promise<void> {
  const job = await findJob(db, jobId);
  if (!job || !matrixPolicy.ownsJob(owner, job)) throw fieldError('job', COMMUNITY_MESSAGES.jobNotFound);
}

// --- Job skill matrices ---

/** A page of the skill weights of the owner's jobs (none without an organisation). */
export async function jobMatricesOf(db: Db, owner: JobOwner | null, filter: { job?: number | undefined }, window: PageWindow) {
  if (owner === null) return { count: 0, results: [] };
  const { count, rows } = await listJobMatrices(db, owner, filter, window);
  return { count, results: rows.map(presentJobMatrix) };
}

/** A page of the candidate's own skill levels. */
export async function userMatricesOf(db: Db, user: User, window: PageWindow) {
  const { count, rows } = await listUserMatrices(db, user.id, window);
  return { count, results: rows.map(presentUserMatrix) };
}

export async function ownJobMatrix(db: Db, owner: JobOwner | null, id: number): Promise<JobMatrixRow> {
  const row = await findJobMatrix(db, id);
  if (!row || !matrixPolicy.ownsJob(owner, { created_by: row.job_created_by, company_id: row.job_company_id })) throw notFound();
  return row;
}

export async function createJobMatrix(db: Db, owner: JobOwner | null, input: { job: number; skill: number; importance?: number | undefined }) {
  if (owner === null) throw forbidden(COMMUNITY_MESSAGES.needsCompany);
  await checkOwnJob(db, owner, input.job);
  await checkSkill(db, input.skill);
  if (await jobMatrixFor(db, input.job, input.skill)) throw duplicateJobSkill();
  const id = await uniquely(() => insertJobMatrix(db, { job_id: input.job, skill_id: input.skill, importance: input.importance }), duplicateJobSkill);
  return presentJobMatrix(await ownJobMatrix(db, owner, id));
}

export async function changeJobMatrix(db: Db, owner: JobOwner | null, id: number, changes: { job?: number | undefined; skill?: number | undefined; importance?: number | undefined }) {
  const row = await ownJobMatrix(db, owner, id);
  const values: Updateable<JobSkillMatricesTable> = {};
  if (changes.job !== undefined && changes.job !== row.job_id) {
    await checkOwnJob(db, owner, changes.job);
    values.job_id = changes.job;
  }
  if (changes.skill !== undefined && changes.skill !== row.skill_id) {
    await checkSkill(db, changes.skill);
    values.skill_id = changes.skill;
  }
  if (changes.importance !== undefined) values.importance = changes.importance;
  if (values.job_id !== undefined || values.skill_id !== undefined) {
    const clash = await jobMatrixFor(db, values.job_id ?? row.job_id, values.skill_id ?? row.skill_id);
    if (clash && clash.id !== id) throw duplicateJobSkill();
  }
  if (Object.keys(values).length > 0) await uniquely(() => updateJobMatrix(db, id, values), duplicateJobSkill);
  return presentJobMatrix(await ownJobMatrix(db, owner, id));
}

export async function removeJobMatrix(db: Db, owner: JobOwner | null, id: number): Promise<void> {
  await ownJobMatrix(db, owner, id);
  await deleteJobMatrix(db, id);
}

// --- User skill matrices ---

export async function ownUserMatrix(db: Db, user: User, id: number): Promise<UserMatrixRow> {
  const row = await findUserMatrix(db, id);
  if (!row || !matrixPolicy.ownsUserMatrix(user, row)) throw notFound();
  return row;
}

export async function createUserMatrix(db: Db, user: User, input: { skill: number; level?: number | undefined }) {
  await checkSkill(db, input.skill);
  if (await userMatrixFor(db, user.id, input.skill)) throw duplicateUserSkill();
  const id = await uniquely(() => insertUserMatrix(db, { user_id: user.id, skill_id: input.skill, level: input.level }), duplicateUserSkill);
  return presentUserMatrix(await ownUserMatrix(db, user, id));
}

export async function changeUserMatrix(db: Db, user: User, id: number, changes: { skill?: number | undefined; level?: number | undefined }) {
  const row = await ownUserMatrix(db, user, id);
  const values: Updateable<UserSkillMatricesTable> = {};
  if (changes.skill !== undefined && changes.skill !== row.skill_id) {
    await checkSkill(db, changes.skill);
    const clash = await userMatrixFor(db, user.id, changes.skill);
    if (clash) throw duplicateUserSkill();
    values.skill_id = changes.skill;
  }
  if (changes.level !== undefined) values.level = changes.level;
  if (Object.keys(values).length > 0) await uniquely(() => updateUserMatrix(db, id, values), duplicateUserSkill);
  return presentUserMatrix(await ownUserMatrix(db, user, id));
}

export async function removeUserMatrix(db: Db, user: User, id: number): Promise<void> {
  await ownUserMatrix(db, user, id);
  await deleteUserMatrix(db, id);
}
