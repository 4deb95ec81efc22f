import { sql, type Kysely } from 'kysely';
import { withId } from './dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and see the database untyped */

// Interviews (docs/product.md section C19). An interview belongs to one application; its proposed times are
// interview_slots (a slot withdrawn by a reschedule keeps its row, withdrawn_at set, so a booking of it is refused
// by name). booked_start_at copies the booked slot's start so the reminder sweep reads one index. sequence is the
// calendar invitation's SEQUENCE; ever_booked says whether calendars hold the event (a change then raises it).
// mail_outbox.calendar holds an e-mail's iCalendar part (JSON: method, file name, text), null for other mail.
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('interviews'))
    .addColumn('application_id', 'integer', (col) => col.notNull().references('job_applications.id').onDelete('cascade'))
    .addColumn('proposed_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('location', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('video_url', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('sequence', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('ever_booked', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('booked_slot_id', 'integer')
    .addColumn('booked_start_at', 'text')
    .addColumn('booked_at', 'text')
    .addColumn('reminded_at', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('interviews_application_idx').on('interviews').columns(['application_id', 'id']).execute();
  // One interview at a time per application: a second proposal while one is arranged is refused (a race included).
  await db.schema
    .createIndex('interviews_one_live_per_application')
    .on('interviews')
    .column('application_id')
    .unique()
    .where(sql.ref('status'), '<>', 'cancelled')
    .execute();
  await db.schema
    .createIndex('interviews_reminder_idx')
    .on('interviews')
    .column('booked_start_at')
    .where(sql<boolean>`status = 'booked' and reminded_at is null`)
    .execute();

  await withId(db, db.schema.createTable('interview_slots'))
    .addColumn('interview_id', 'integer', (col) => col.notNull().references('interviews.id').onDelete('cascade'))
    .addColumn('start_at', 'text', (col) => col.notNull())
    .addColumn('end_at', 'text', (col) => col.notNull())
    .addColumn('withdrawn_at', 'text')
    .execute();
  await db.schema.createIndex('interview_slots_interview_idx').on('interview_slots').columns(['interview_id', 'start_at']).execute();

  await db.schema.alterTable('mail_outbox').addColumn('calendar', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('calendar').execute();
  await db.schema.dropTable('interview_slots').ifExists().execute();
  await db.schema.dropTable('interviews').ifExists().execute();
}
