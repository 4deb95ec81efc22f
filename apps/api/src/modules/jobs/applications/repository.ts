import { WITHDRAWN_EVENT_STATUS, type ApplicationStatus } from '@tandem/contract';
import type { ExpressionBuilder, Transaction } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import type { PageWindow } from '../../../lib/pagination.ts';
import { nowIso } from '../../../lib/time.ts';
import { jobPolicy } from '../postings/policy.ts';
import type { ApplicationScope } from './policy.ts';

export interface ApplicationFilters {
  job?: number | undefined;
  status?: ApplicationStatus | undefined;
  /** Only those still waiting for the organisation's reply, soonest deadline first (docs/product.md section C12). */
  awaitingReply?: boolean | undefined;
}

function fromApplications(db: Db) {
  return db
    .selectFrom('job_applications as a')
    .innerJoin('job_profiles as j', 'j.id', 'a.job_id')
    .leftJoin('companies as c', 'c.id', 'j.company_id')
    .innerJoin('users as u', 'u.id', 'a.candidate_id');
}

const COLUMNS = [
  'a.id',
  'a.job_id',
  'a.candidate_id',
  'a.status',
  'a.note',
  'a.created_at',
  'a.updated_at',
  'a.withdrawn_at',
  'a.reply_due_at',
  'a.replied_at',
  'j.title as job_title',
  'j.created_by as job_created_by',
  'j.company_id as job_company_id',
  'c.name as company_name',
  'u.name as candidate_name',
  'u.title as candidate_title',
  'u.email as candidate_email',
  'u.phone_number as candidate_phone_number',
] as const;

/** Whether the candidate has a résumé, so the applicant list need not ask the file route for each one. */
const candidateHasResume = (eb: ExpressionBuilder<Database & { a: Database['job_applications'] }, 'a'>) =>
  eb.exists(eb.selectFrom('resumes as r').select('r.id').whereRef('r.user_id', '=', 'a.candidate_id')).as('candidate_has_resume');

export const findApplication = (db: Db, id: number) => fromApplications(db).select(COLUMNS).select(candidateHasResume).where('a.id', '=', id).executeTakeFirst();

export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

function scoped(db: Db, scope: ApplicationScope, filters: ApplicationFilters) {
  let query = fromApplications(db);
  query =
    scope.kind === 'candidate'
      ? query.where('a.candidate_id', '=', scope.candidateId)
      : query.where(jobPolicy.whereOwned(scope, 'j'));
  if (filters.job !== undefined) query = query.where('a.job_id', '=', filters.job);
  if (filters.status !== undefined) query = query.where('a.status', '=', filters.status);
  if (filters.awaitingReply) query = query.where('a.replied_at', 'is', null).where('a.withdrawn_at', 'is', null).where('a.status', '=', 'applied');
  return query;
}

export async function listApplications(db: Db, scope: ApplicationScope, filters: ApplicationFilters, window: PageWindow): Promise<{ count: number; rows: ApplicationRow[] }> {
  const [counted, rows] = await Promise.all([
    scoped(db, scope, filters).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    window.limit === 0
      ? Promise.resolve([])
      : (filters.awaitingReply
          ? scoped(db, scope, filters).select(COLUMNS).select(candidateHasResume).orderBy('a.reply_due_at').orderBy('a.id')
          : scoped(db, scope, filters).select(COLUMNS).select(candidateHasResume).orderBy('a.created_at', 'desc').orderBy('a.id', 'desc')
        )
          .limit(window.limit)
          .offset(window.offset)
          .execute(),
  ]);
  return { count: Number(counted.count), rows };
}

type Trx = Transaction<Database>;

export async function recordEvent(trx: Trx, applicationId: number, from: string | null, to: string, by: number, at: string): Promise<void> {
  await trx.insertInto('job_application_events').values({ job_application_id: applicationId, from_status: from, to_status: to, changed_by: by, created_at: at }).execute();
}

export async function recordActivity(trx: Trx, userId: number, kind: string, summary: string, jobId: number, at: string): Promise<void> {
  await trx.insertInto('activity_log').values({ user_id: userId, kind, summary, job_id: jobId, created_at: at }).execute();
}

/**
 * A new application with its first event and the candidate's activity, in one transaction. Answers undefined
 * when the candidate has already applied (the unique pair job and candidate refuses a second row).
 */
export async function insertApplication(db: Db, values: { jobId: number; candidateId: number; note: string; summary: string; replyDueAt: (appliedAt: Date) => string }): Promise<number | undefined> {
  const applied = new Date();
  const now = applied.toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('job_applications')
        .values({ job_id: values.jobId, candidate_id: values.candidateId, status: 'applied', note: values.note, created_at: now, updated_at: now, reply_due_at: values.replyDueAt(applied) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordEvent(trx, id, null, 'applied', values.candidateId, now);
      await recordActivity(trx, values.candidateId, 'applied', values.summary, values.jobId, now);
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/**
 * Moves an open application from one status to another. The update is conditional on the status read, so two
 * concurrent moves cannot both apply; answers false when the application changed in the meantime. A move is the
 * organisation's reply (docs/product.md section C12): the first one is kept in replied_at.
 */
/** Sets an open application's status (a move is a reply); false when it changed or was withdrawn meanwhile. */
export async function setApplicationStatus(trx: Trx, application: ApplicationRow, to: ApplicationStatus, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('job_applications')
    .set((eb) => ({ status: to, updated_at: now, replied_at: eb.fn.coalesce('replied_at', eb.val(now)) }))
    .where('id', '=', application.id)
    .where('status', '=', application.status)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Withdraws an open application (its status is kept; withdrawn_at marks it). False when it changed meanwhile. */
export async function withdrawApplication(db: Db, application: ApplicationRow, by: number, summary: string): Promise<boolean> {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('job_applications')
      .set({ withdrawn_at: now, updated_at: now })
      .where('id', '=', application.id)
      .where('status', '=', application.status)
      .where('withdrawn_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await recordEvent(trx, application.id, application.status, WITHDRAWN_EVENT_STATUS, by, now);
    await recordActivity(trx, application.candidate_id, 'withdrawn', summary, application.job_id, now);
    return true;
  });
}
