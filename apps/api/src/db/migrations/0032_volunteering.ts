import type { Kysely } from 'kysely';
import { notNullDefault, withId } from './dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and see the database untyped */

// Volunteering that reaches people (docs/product.md section C21). An interest gains the candidate's note, their
// consent to share contact details, a status the organisation answers and a reply deadline like an application's.
// A role gets dated shifts with a capacity; each shift keeps its sign-ups (and the hours the organisation confirms)
// and a count that a conditional UPDATE moves, so no shift or event is ever signed past its capacity.
// Events keep who registered (participants_count stays the count, moved the same way).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('volunteer_interests').addColumn('note', 'text', notNullDefault('')).execute();
  await db.schema.alterTable('volunteer_interests').addColumn('share_contact', 'integer', notNullDefault(0)).execute();
  await db.schema.alterTable('volunteer_interests').addColumn('status', 'text', notNullDefault('pending')).execute();
  await db.schema.alterTable('volunteer_interests').addColumn('reply_due_at', 'text').execute();
  await db.schema.alterTable('volunteer_interests').addColumn('answered_at', 'text').execute();
  await db.schema.alterTable('volunteer_interests').addColumn('decline_reason', 'text').execute();

  await withId(db, db.schema.createTable('volunteer_shifts'))
    .addColumn('opportunity_id', 'integer', (col) => col.notNull().references('volunteer_opportunities.id').onDelete('cascade'))
    .addColumn('start_at', 'text', (col) => col.notNull())
    .addColumn('end_at', 'text', (col) => col.notNull())
    .addColumn('capacity', 'integer', (col) => col.notNull())
    .addColumn('signups_count', 'integer', notNullDefault(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('volunteer_shifts_opportunity_idx').on('volunteer_shifts').columns(['opportunity_id', 'start_at']).execute();

  await withId(db, db.schema.createTable('shift_signups'))
    .addColumn('shift_id', 'integer', (col) => col.notNull().references('volunteer_shifts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    // Hours confirmed by the organisation after the shift, in minutes (exact on both databases); null until then.
    .addColumn('minutes', 'integer')
    .addColumn('confirmed_at', 'text')
    .addUniqueConstraint('shift_signups_once', ['shift_id', 'user_id'])
    .execute();
  await db.schema.createIndex('shift_signups_user_idx').on('shift_signups').column('user_id').execute();

  await withId(db, db.schema.createTable('event_registrations'))
    .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('reminded_at', 'text')
    .addUniqueConstraint('event_registrations_once', ['event_id', 'user_id'])
    .execute();
  await db.schema.createIndex('event_registrations_user_idx').on('event_registrations').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event_registrations').ifExists().execute();
  await db.schema.dropTable('shift_signups').ifExists().execute();
  await db.schema.dropTable('volunteer_shifts').ifExists().execute();
  for (const column of ['decline_reason', 'answered_at', 'reply_due_at', 'status', 'share_contact', 'note']) {
    await db.schema.alterTable('volunteer_interests').dropColumn(column).execute();
  }
}
