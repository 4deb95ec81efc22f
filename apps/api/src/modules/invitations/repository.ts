import type { InvitationStatus } from '@tandem/contract';
import type { Executor } from '../../bus/index.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import { nowIso } from '../../lib/time.ts';
import type { InvitationScope } from './policy.ts';

function withParties(db: Db) {
  return db
    .selectFrom('invitations as i')
    .innerJoin('job_profiles as j', 'j.id', 'i.job_id')
    .innerJoin('companies as co', 'co.id', 'i.company_id')
    .leftJoin('users as cand', 'cand.id', 'i.candidate_id')
    .leftJoin('conversations as c', (join) => join.onRef('c.job_id', '=', 'i.job_id').onRef('c.candidate_id', '=', 'i.candidate_id'))
    .leftJoin('job_applications as a', (join) => join.onRef('a.job_id', '=', 'i.job_id').onRef('a.candidate_id', '=', 'i.candidate_id'))
    .select([
      'i.id',
      'i.job_id',
      'i.candidate_id',
      'i.company_id',
      'i.message',
      'i.status',
      'i.decline_reason',
      'i.created_at',
      'i.answered_at',
      'j.title as job_title',
      'j.city as job_city',
      'j.country as job_country',
      'j.is_remote as job_is_remote',
      'co.name as company_name',
      'cand.name as candidate_name',
      'c.id as conversation_id',
      'a.id as application_id',
    ]);
}

export const findInvitation = (db: Db, id: number) => withParties(db).where('i.id', '=', id).executeTakeFirst();
export type InvitationRow = NonNullable<Awaited<ReturnType<typeof findInvitation>>>;

export async function listInvitations(db: Db, scope: InvitationScope, jobId: number | undefined, window: PageWindow): Promise<{ count: number; rows: InvitationRow[] }> {
  let rows = withParties(db);
  let counted = db.selectFrom('invitations as i');
  if (scope.side === 'candidate') {
    rows = rows.where('i.candidate_id', '=', scope.candidateId);
    counted = counted.where('i.candidate_id', '=', scope.candidateId);
  } else {
    rows = rows.where('i.company_id', '=', scope.companyId);
    counted = counted.where('i.company_id', '=', scope.companyId);
  }
  if (jobId !== undefined) {
    rows = rows.where('i.job_id', '=', jobId);
    counted = counted.where('i.job_id', '=', jobId);
  }
  const [{ count }, found] = await Promise.all([
    counted.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    rows.orderBy('i.id', 'desc').limit(window.limit).offset(window.offset).execute(),
  ]);
  return { count: Number(count), rows: found };
}

/** Stores an invitation; undefined when the candidate was already invited to the job. */
export async function insertInvitation(db: Db, values: { jobId: number; candidateId: number; companyId: number; invitedBy: number; message: string }): Promise<number | undefined> {
  try {
    const { id } = await db
      .insertInto('invitations')
      .values({ job_id: values.jobId, candidate_id: values.candidateId, company_id: values.companyId, invited_by: values.invitedBy, message: values.message, status: 'pending', created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** Answers a pending invitation; false when it was answered meanwhile. */
export async function answerInvitation(db: Db, id: number, status: Exclude<InvitationStatus, 'pending'>, reason: string | null): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set({ status, decline_reason: reason, answered_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends as declined (no reason) every pending invitation of a company to a candidate; answers their ids. */
export async function declinePendingFrom(db: Executor, companyId: number, candidateId: number): Promise<number[]> {
  const rows = await db
    .updateTable('invitations')
    .set({ status: 'declined', decline_reason: null, answered_at: nowIso() })
    .where('company_id', '=', companyId)
    .where('candidate_id', '=', candidateId)
    .where('status', '=', 'pending')
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function hasApplied(db: Db, jobId: number, candidateId: number): Promise<boolean> {
  const row = await db.selectFrom('job_applications').select('id').where('job_id', '=', jobId).where('candidate_id', '=', candidateId).executeTakeFirst();
  return row !== undefined;
}
