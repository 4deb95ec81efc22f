import type { Kysely } from 'kysely';
import { withId } from './dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and see the database untyped */

// Conversations and invitations (docs/product.md section C11), once per candidate and job each. A conversation joins one candidate and one company about
// one job; its messages keep their text when a sender's account goes (sender_id null: 'Deleted user').
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('conversations'))
    .addColumn('job_id', 'integer', (col) => col.notNull().references('job_profiles.id').onDelete('cascade'))
    .addColumn('candidate_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_message_at', 'text')
    // Read receipts per side: the newest message id each side has read, and when.
    .addColumn('candidate_read_id', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('candidate_read_at', 'text')
    .addColumn('company_read_id', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('company_read_at', 'text')
    .addUniqueConstraint('conversations_job_candidate_key', ['job_id', 'candidate_id'])
    .execute();
  await db.schema.createIndex('conversations_company_idx').on('conversations').columns(['company_id', 'last_message_at']).execute();
  await db.schema.createIndex('conversations_candidate_idx').on('conversations').columns(['candidate_id', 'last_message_at']).execute();

  await withId(db, db.schema.createTable('messages'))
    .addColumn('conversation_id', 'integer', (col) => col.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('sender_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('sender_side', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('messages_conversation_idx').on('messages').columns(['conversation_id', 'id']).execute();

  await withId(db, db.schema.createTable('invitations'))
    .addColumn('job_id', 'integer', (col) => col.notNull().references('job_profiles.id').onDelete('cascade'))
    .addColumn('candidate_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('invited_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('decline_reason', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('answered_at', 'text')
    .addUniqueConstraint('invitations_job_candidate_key', ['job_id', 'candidate_id'])
    .execute();
  await db.schema.createIndex('invitations_candidate_idx').on('invitations').column('candidate_id').execute();
  await db.schema.createIndex('invitations_company_idx').on('invitations').columns(['company_id', 'job_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invitations').ifExists().execute();
  await db.schema.dropTable('messages').ifExists().execute();
  await db.schema.dropTable('conversations').ifExists().execute();
}
