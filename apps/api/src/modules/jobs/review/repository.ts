import type { Transaction } from 'kysely';
import { recordChange } from '../../../bus/index.ts';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import type { PageWindow } from '../../../lib/pagination.ts';
import { nowIso } from '../../../lib/time.ts';
import { flag } from '../../../lib/sql-text.ts';

// Jobs held for review (docs/product.md section C20): the operator's queue and its two decisions. Each decision is one
// conditional UPDATE on status = 'held', so two operators (or two instances) cannot both decide one job.

const HELD_COLUMNS = [
  'j.id', 'j.title', 'j.description', 'j.job_type', 'j.salary_min', 'j.salary_max', 'j.salary_currency', 'j.salary_period',
  'j.company_id', 'c.name as company_name', 'j.held_reason', 'j.created_at', 'j.updated_at', 'j.created_by',
  'j.benefits_and_perks', 'j.hidden_by_reports', 'j.company_suspended',
] as const;

const heldJobs = (db: Db | Transaction<Database>) =>
  db.selectFrom('job_profiles as j').leftJoin('companies as c', 'c.id', 'j.company_id').where('j.status', '=', 'held');

/** The queue, longest waiting first (by its last edit: an edited job is looked at afresh). */
export async function listHeldJobs(db: Db, window: PageWindow) {
  const [counted, rows] = await Promise.all([
    heldJobs(db).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    heldJobs(db).select(HELD_COLUMNS).orderBy('j.updated_at', 'asc').orderBy('j.id', 'asc').limit(window.limit).offset(window.offset).execute(),
  ]);
  return { count: Number(counted.n), rows };
}

export type HeldJobRow = Awaited<ReturnType<typeof listHeldJobs>>['rows'][number];

export const findHeldJob = (db: Db | Transaction<Database>, id: number): Promise<HeldJobRow | undefined> =>
  heldJobs(db).select(HELD_COLUMNS).where('j.id', '=', id).executeTakeFirst();

/**
 * Publishes a held job: active (listed unless reports hide it or its organisation is suspended), its words and pay
 * cleared so saving them again holds it no more. False when it was not held any more.
 */
export async function publishHeldJob(trx: Transaction<Database>, job: HeldJobRow, cleared: string): Promise<boolean> {
  const now = nowIso();
  const result = await trx
    .updateTable('job_profiles')
    .set({
      status: 'active',
      is_active: flag(!job.hidden_by_reports && !job.company_suspended),
      held_reason: null,
      review_cleared: cleared,
      updated_at: now,
      last_activity_at: now,
      stale_flagged_at: null,
    })
    .where('id', '=', job.id)
    .where('status', '=', 'held')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await recordChange(trx, 'job', job.id);
  return true;
}

/** Rejects a held job: closed, never listed. False when it was not held any more. */
export async function rejectHeldJob(trx: Transaction<Database>, jobId: number): Promise<boolean> {
  const result = await trx
    .updateTable('job_profiles')
    .set({ status: 'closed', is_active: flag(false), held_reason: null, updated_at: nowIso() })
    .where('id', '=', jobId)
    .where('status', '=', 'held')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await recordChange(trx, 'job', jobId);
  return true;
}
