import type { Kysely } from 'kysely';
import { withId } from './dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and see the database untyped */

// The matching change log was read as `id > last seen`, which on PostgreSQL skips a change whose transaction
// took a lower id and committed late. Changes now travel on the bus (LISTEN/NOTIFY after commit, or in
// process), carrying what changed; nothing reads the log any more.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('matching_changes').ifExists().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('matching_changes'))
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('matching_changes_created_idx').on('matching_changes').column('created_at').execute();
}
