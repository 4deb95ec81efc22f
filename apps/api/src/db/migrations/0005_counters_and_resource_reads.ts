import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and see the database untyped */

export async function up(db: Kysely<any>): Promise<void> {
  // Throttle counters shared by every instance on one PostgreSQL database when there is no Redis: one row per
  // key, its count in the current window, and when that window ends (milliseconds since the epoch).
  await db.schema
    .createTable('rate_counters')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('reset_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_counters_reset_idx').on('rate_counters').column('reset_at').execute();

  // Who has viewed or downloaded a resource, so each signed-in user counts once per resource and kind.
  await db.schema
    .createTable('resource_reads')
    .addColumn('resource_id', 'integer', (col) => col.references('resources.id').onDelete('cascade').notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade').notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('resource_reads_pk', ['resource_id', 'user_id', 'kind'])
    .execute();
  await db.schema.createIndex('resource_reads_user_idx').on('resource_reads').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('resource_reads').ifExists().execute();
  await db.schema.dropTable('rate_counters').ifExists().execute();
}
