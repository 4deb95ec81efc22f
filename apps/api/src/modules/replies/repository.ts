import { memberIdsOfCompanies } from '../company-members/index.ts';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Executor } from '../../bus/index.ts';
import type { Db } from '../../db/database.ts';
import { idIn } from '../../db/id-list.ts';
import type { Database } from '../../db/schema.ts';

type Applications = ExpressionBuilder<Database, 'job_applications'>;

/**
 * Open, unanswered applications: still applied, not withdrawn, no move and no message from the organisation. The
 * status is a literal, not a bound parameter, so both databases match it to the sweep's partial index (0019).
 */
const unanswered = (eb: Applications) =>
  eb.and([eb('job_applications.replied_at', 'is', null), eb('job_applications.withdrawn_at', 'is', null), eb('job_applications.status', '=', sql.lit('applied'))]);

/** Sets an application's first reply; false when it had one already (only the first one counts). */
export async function setFirstReply(db: Executor, application: { jobId: number; candidateId: number }, at: string): Promise<boolean> {
  const result = await db
    .updateTable('job_applications')
    .set({ replied_at: at })
    .where('job_id', '=', application.jobId)
    .where('candidate_id', '=', application.candidateId)
    .where('replied_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface ReminderRow {
  id: number;
  job_id: number;
  reply_due_at: string | null;
}

/**
 * The ids of up to `limit` unanswered applications in a deadline range, soonest first, from the partial index on
 * reply_due_at. Read apart from the UPDATE that takes them: inside it as `id IN (SELECT ... LIMIT)`, PostgreSQL
 * without fresh statistics (a bulk of new applications) chose to run the subquery again for every row.
 */
async function dueIds(db: Executor, range: { after?: string; upTo: string }, limit: number, notReminded: boolean): Promise<number[]> {
  const rows = await db
    .selectFrom('job_applications')
    .select('id')
    .where(unanswered)
    .$if(range.after !== undefined, (query) => query.where('reply_due_at', '>', range.after ?? ''))
    .where('reply_due_at', '<=', range.upTo)
    .$if(notReminded, (query) => query.where('reply_reminded_at', 'is', null))
    .orderBy('reply_due_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Marks as reminded, in one statement, up to `limit` unanswered applications whose deadline is between now and
 * `remindBefore`, soonest first, and answers them. The conditions are checked again on each row, so an
 * application answered meanwhile is left alone.
 */
export async function takeDueReminders(db: Db, now: string, remindBefore: string, limit: number): Promise<ReminderRow[]> {
  const ids = await dueIds(db, { after: now, upTo: remindBefore }, limit, true);
  if (ids.length === 0) return [];
  return db
    .updateTable('job_applications')
    .set({ reply_reminded_at: now })
    .where(idIn(db, 'id', ids))
    .where(unanswered)
    .where('reply_reminded_at', 'is', null)
    .returning(['id', 'job_id', 'reply_due_at'])
    .execute();
}

export interface LapsedRow {
  id: number;
  job_id: number;
  candidate_id: number;
  reply_due_at: string | null;
}

/**
 * Sets no_reply, in one statement, on up to `limit` unanswered applications past their deadline (oldest deadline
 * first), and records each move and the candidate's activity in the same transaction, set-based. The move is
 * recorded against the job's owner: the organisation that did not answer. Answers how many were taken, which
 * may exceed the rows lapsed when some were answered meanwhile: the caller goes on while batches come back full.
 */
export async function lapseOverdue(db: Db, now: string, limit: number): Promise<{ taken: number; lapsed: LapsedRow[] }> {
  return db.transaction().execute(async (trx) => {
    const taken = await dueIds(trx, { upTo: now }, limit, false);
    if (taken.length === 0) return { taken: 0, lapsed: [] };
    const lapsed = await trx
      .updateTable('job_applications')
      .set({ status: 'no_reply', updated_at: now })
      .where(idIn(trx, 'id', taken))
      .where(unanswered)
      .returning(['id', 'job_id', 'candidate_id', 'reply_due_at'])
      .execute();
    if (lapsed.length === 0) return { taken: taken.length, lapsed };
    const ids = lapsed.map((row) => row.id);
    await trx
      .insertInto('job_application_events')
      .columns(['job_application_id', 'from_status', 'to_status', 'changed_by', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('job_applications as a')
          .innerJoin('job_profiles as j', 'j.id', 'a.job_id')
          .select((e) => ['a.id', e.val('applied').as('from_status'), e.val('no_reply').as('to_status'), 'j.created_by', e.val(now).as('created_at')])
          .where(idIn(trx, 'a.id', ids)),
      )
      .execute();
    await trx
      .insertInto('activity_log')
      .columns(['user_id', 'kind', 'summary', 'job_id', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('job_applications as a')
          .innerJoin('job_profiles as j', 'j.id', 'a.job_id')
          .select((e) => [
            'a.candidate_id',
            e.val('status_changed').as('kind'),
            sql<string>`${'No reply in time to your application for '} || j.title || ${'.'}`.as('summary'),
            'a.job_id',
            e.val(now).as('created_at'),
          ])
          .where(idIn(trx, 'a.id', ids)),
      )
      .execute();
    return { taken: taken.length, lapsed };
  });
}

export interface JobForNotice {
  id: number;
  title: string;
  company_id: number | null;
  company_name: string | null;
  /** Null once the poster deleted their account (the job stays with the company). */
  created_by: number | null;
}

/** The jobs named in a batch, with their company's name. */
export async function jobsForNotices(db: Db, jobIds: readonly number[]): Promise<Map<number, JobForNotice>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('job_profiles as j')
    .leftJoin('companies as c', 'c.id', 'j.company_id')
    .select(['j.id', 'j.title', 'j.company_id', 'c.name as company_name', 'j.created_by'])
    .where(idIn(db, 'j.id', [...new Set(jobIds)]))
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Everyone who works for each company (the creator alone where a job has none). */
export async function organisationUsers(db: Db, jobs: Iterable<JobForNotice>): Promise<Map<number, number[]>> {
  const list = [...jobs];
  const companyIds = [...new Set(list.flatMap((job) => (job.company_id === null ? [] : [job.company_id])))];
  const byCompany = await memberIdsOfCompanies(db, companyIds);
  return new Map(list.map((job) => [job.id, job.company_id === null ? (job.created_by === null ? [] : [job.created_by]) : (byCompany.get(job.company_id) ?? [])]));
}
