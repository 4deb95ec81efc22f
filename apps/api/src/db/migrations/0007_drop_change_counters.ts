import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and see the database untyped */

// `change_counters` was made for instances to notice profile changes; the bus does that job record by record
// (bus/, after 0003), and nothing reads or writes the counters.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('change_counters').ifExists().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('change_counters')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}
