import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and see the database untyped */

// The reply-deadline sweep's index: applications still awaiting a reply (applied, unanswered, not withdrawn) by
// deadline. 0012's partial index leaves out only answered and withdrawn rows, so every application that lapsed to
// no_reply stays in it with a deadline in the past: each sweep (every SCHEDULER_INTERVAL) stepped over all of them
// before reaching one still due, and a backlog of a million took quadratic time. This one holds only what a sweep
// can still take, so it shrinks as they lapse. The status is written as a literal in the sweep's query too, since
// SQLite uses a partial index only when the query states its condition as written.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('job_applications_sweep_idx')
    .on('job_applications')
    .column('reply_due_at')
    .where(sql.ref('replied_at'), 'is', null)
    .where(sql.ref('withdrawn_at'), 'is', null)
    .where(sql.ref('status'), '=', sql.lit('applied'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('job_applications_sweep_idx').ifExists().execute();
}
