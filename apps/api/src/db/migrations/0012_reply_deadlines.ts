import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and see the database untyped */

// Replies guaranteed (docs/product.md section C12): every application is answered by its reply_due_at (applied +
// REPLY_WINDOW, set by the app when it applies); replied_at marks the organisation's first reply (a move or a
// message), reply_reminded_at the one reminder sent before the deadline. Rows already there get the default
// window of 14 days from when they were made, and count as replied when they moved on or the organisation wrote.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('job_applications').addColumn('reply_due_at', 'text').execute();
  await db.schema.alterTable('job_applications').addColumn('replied_at', 'text').execute();
  await db.schema.alterTable('job_applications').addColumn('reply_reminded_at', 'text').execute();

  // Timestamps are ISO 8601 text in UTC with milliseconds, as the app writes them (lib/time.ts).
  const dueAt = isPostgres(db)
    ? sql`to_char((created_at::timestamptz + interval '14 days') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+14 days')`;
  await db.updateTable('job_applications').set({ reply_due_at: dueAt }).execute();
  await db
    .updateTable('job_applications')
    .set({
      replied_at: sql`coalesce(
        (select min(m.created_at) from messages m inner join conversations c on c.id = m.conversation_id
          where c.job_id = job_applications.job_id and c.candidate_id = job_applications.candidate_id and m.sender_side = 'company'),
        case when status <> 'applied' then updated_at end)`,
    })
    .execute();

  // The sweep's and the reminder's work: unanswered open applications by deadline. Partial, so answered ones
  // (nearly all, in time) take no room in it.
  await db.schema
    .createIndex('job_applications_awaiting_reply_idx')
    .on('job_applications')
    .column('reply_due_at')
    .where(sql.ref('replied_at'), 'is', null)
    .where(sql.ref('withdrawn_at'), 'is', null)
    .execute();
  // The organisation's "Awaiting your reply": its jobs' applications by deadline.
  await db.schema.createIndex('job_applications_job_due_idx').on('job_applications').columns(['job_id', 'reply_due_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('job_applications_job_due_idx').ifExists().execute();
  await db.schema.dropIndex('job_applications_awaiting_reply_idx').ifExists().execute();
  await db.schema.alterTable('job_applications').dropColumn('reply_reminded_at').execute();
  await db.schema.alterTable('job_applications').dropColumn('replied_at').execute();
  await db.schema.alterTable('job_applications').dropColumn('reply_due_at').execute();
}
