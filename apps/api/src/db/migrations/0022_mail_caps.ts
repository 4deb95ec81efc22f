import type { Kysely } from 'kysely';
import { withId } from './dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and see the database untyped */

// Per-recipient e-mail caps (docs/product.md section C15): what was sent under each cap (a conversation, invitations,
// alerts) and when, and the notices held back past a cap, sent later folded into one e-mail.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_cap_sends')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('cap_key', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('mail_cap_sends_user_idx').on('mail_cap_sends').columns(['user_id', 'cap_key', 'sent_at']).execute();
  await withId(db, db.schema.createTable('mail_held'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('cap_key', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('link', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('mail_held_user_idx').on('mail_held').columns(['user_id', 'cap_key']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_held').ifExists().execute();
  await db.schema.dropTable('mail_cap_sends').ifExists().execute();
}
