import { memberIdsOfCompanies } from '../company-members/index.ts';
import type { Db } from '../../db/database.ts';
import { recordChange } from '../../bus/index.ts';

export interface StaleJobRow {
  id: number;
  title: string;
  company_id: number | null;
  /** Null once the poster deleted their account (the job stays with the company). */
  created_by: number | null;
}

const RETURNED = ['id', 'title', 'company_id', 'created_by'] as const;

/**
 * Marks, in one statement, up to `limit` active jobs quiet since `quietSince` that were not flagged yet, and answers
 * them (their organisation is asked whether each is still open). The partial index of active jobs by activity
 * serves the inner select.
 */
export async function flagQuietJobs(db: Db, now: string, quietSince: string, limit: number): Promise<StaleJobRow[]> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable('job_profiles')
      .set({ stale_flagged_at: now })
      .where('id', 'in', (eb) =>
        eb.selectFrom('job_profiles').select('id').where('status', '=', 'active').where('last_activity_at', '<=', quietSince).where('stale_flagged_at', 'is', null).orderBy('last_activity_at').limit(limit),
      )
      .where('status', '=', 'active')
      .where('stale_flagged_at', 'is', null)
      .where('last_activity_at', '<=', quietSince)
      .returning(RETURNED)
      .execute();
    for (const row of rows) await recordChange(trx, 'job', row.id);
    return rows;
  });
}

/**
 * Pauses, in one statement, up to `limit` active jobs quiet since `quietSince` (paused_reason 'stale'); each change
 * travels on the bus after commit, so every instance drops the job from candidates' lists and rankings.
 */
export async function pauseQuietJobs(db: Db, now: string, quietSince: string, limit: number): Promise<StaleJobRow[]> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable('job_profiles')
      .set({ status: 'paused', is_active: 0, paused_reason: 'stale', updated_at: now })
      .where('id', 'in', (eb) =>
        eb.selectFrom('job_profiles').select('id').where('status', '=', 'active').where('last_activity_at', '<=', quietSince).orderBy('last_activity_at').limit(limit),
      )
      .where('status', '=', 'active')
      .where('last_activity_at', '<=', quietSince)
      .returning(RETURNED)
      .execute();
    for (const row of rows) await recordChange(trx, 'job', row.id);
    return rows;
  });
}

/**
 * Closes, in one statement, up to `limit` active jobs whose closing day is before `today` (YYYY-MM-DD, UTC), as an
 * organisation closes a job (status 'closed', no longer active); each change travels on the bus after commit, so
 * every instance drops it from lists, rankings, public pages, the sitemap and the feeds (docs/product.md section C16).
 */
export async function closePassedJobs(db: Db, now: string, today: string, limit: number): Promise<StaleJobRow[]> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable('job_profiles')
      .set({ status: 'closed', is_active: 0, paused_reason: null, updated_at: now })
      .where('id', 'in', (eb) => eb.selectFrom('job_profiles').select('id').where('status', '=', 'active').where('closes_on', '<', today).orderBy('closes_on').limit(limit))
      .where('status', '=', 'active')
      .where('closes_on', '<', today)
      .returning(RETURNED)
      .execute();
    for (const row of rows) await recordChange(trx, 'job', row.id);
    return rows;
  });
}

/** Everyone who works for each job's company (the creator alone where there is none). */
export async function ownersOf(db: Db, jobs: readonly StaleJobRow[]): Promise<Map<number, number[]>> {
  const companyIds = [...new Set(jobs.flatMap((job) => (job.company_id === null ? [] : [job.company_id])))];
  const members = await memberIdsOfCompanies(db, companyIds);
  return new Map(jobs.map((job) => [job.id, job.company_id === null ? (job.created_by === null ? [] : [job.created_by]) : (members.get(job.company_id) ?? [])]));
}
