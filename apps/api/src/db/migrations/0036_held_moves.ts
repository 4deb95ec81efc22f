import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and see the database untyped */

// A move to Rejected or Hired is held on the server for its undo window (docs/product.md section C18), so an undo
// works after a reload and on any instance: one row per application while it waits; the queue makes the move at
// due_at and deletes the row, an undo deletes it first. Nothing reaches the candidate while the row is here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('application_held_moves')
    .addColumn('job_application_id', 'integer', (col) => col.primaryKey().references('job_applications.id').onDelete('cascade'))
    .addColumn('from_status', 'text', (col) => col.notNull())
    .addColumn('to_status', 'text', (col) => col.notNull())
    .addColumn('rejection_note', 'text')
    .addColumn('moved_by', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('due_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('application_held_moves_due_idx').on('application_held_moves').column('due_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('application_held_moves').ifExists().execute();
}
