import type { Kysely } from 'kysely';
import { withId } from './dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and see the database untyped */

// Which candidate, job or volunteer opportunity changed, in order: every app instance reads the rows past the
// last one it saw and refreshes only those records in its matching indexes (docs/product.md section C7).
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('matching_changes'))
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('matching_changes_created_idx').on('matching_changes').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('matching_changes').ifExists().execute();
}
