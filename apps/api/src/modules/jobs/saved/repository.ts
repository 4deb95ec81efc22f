import type { Db } from '../../../db/database.ts';
import { nowIso } from '../../../lib/time.ts';
import { publish } from '../../../bus/index.ts';

/** Saves a job for a user; saving twice is no error (the unique pair keeps one row). */
export async function saveJob(db: Db, userId: number, jobId: number): Promise<void> {
  await db
    .insertInto('saved_jobs')
    .values({ user_id: userId, job_id: jobId, created_at: nowIso() })
    .onConflict((conflict) => conflict.columns(['user_id', 'job_id']).doNothing())
    .execute();
  await publish(db, { t: 'saved', userId });
}

export async function unsaveJob(db: Db, userId: number, jobId: number): Promise<void> {
  await db.deleteFrom('saved_jobs').where('user_id', '=', userId).where('job_id', '=', jobId).execute();
  await publish(db, { t: 'saved', userId });
}
