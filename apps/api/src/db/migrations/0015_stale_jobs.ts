import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and see the database untyped */

// Listings kept honest (docs/product.md section C12): last_activity_at moves with an edit of the job or a move of an
// applicant; stale_flagged_at marks the one `job_stale` notice; paused_reason says why a job was paused ('stale'
// when the scheduler paused it, null when its organisation did). Jobs already there start from their last edit.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('job_profiles').addColumn('last_activity_at', 'text').execute();
  await db.schema.alterTable('job_profiles').addColumn('stale_flagged_at', 'text').execute();
  await db.schema.alterTable('job_profiles').addColumn('paused_reason', 'text').execute();
  await db.updateTable('job_profiles').set({ last_activity_at: sql.ref('updated_at') }).execute();
  await db.schema
    .createIndex('job_profiles_active_activity_idx')
    .on('job_profiles')
    .column('last_activity_at')
    .where(sql.ref('status'), '=', 'active')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('job_profiles_active_activity_idx').ifExists().execute();
  await db.schema.alterTable('job_profiles').dropColumn('paused_reason').execute();
  await db.schema.alterTable('job_profiles').dropColumn('stale_flagged_at').execute();
  await db.schema.alterTable('job_profiles').dropColumn('last_activity_at').execute();
}
