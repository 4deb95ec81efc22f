import type { Kysely } from 'kysely';
import { withId } from './dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and see the database untyped */

// Saved searches and their alerts (docs/product.md section C12). A search keeps the job list's filters as columns
// (and its text as a ready LIKE pattern), so the people to alert of a new job are found by one SQL query over a
// batch of candidates; saved_search_alerts holds each (search, job) told of, once.
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('saved_searches'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('search', 'text', (col) => col.notNull().defaultTo(''))
    // lower('%search%') with % _ and \ escaped; null when there is no search text.
    .addColumn('search_pattern', 'text')
    .addColumn('location', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('job_type', 'text')
    .addColumn('remote', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('salary_min', 'integer')
    .addColumn('alert', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('saved_searches_user_idx').on('saved_searches').columns(['user_id', 'id']).execute();

  await withId(db, db.schema.createTable('saved_search_alerts'))
    .addColumn('saved_search_id', 'integer', (col) => col.notNull().references('saved_searches.id').onDelete('cascade'))
    .addColumn('job_id', 'integer', (col) => col.notNull().references('job_profiles.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('saved_search_alerts_search_job_key', ['saved_search_id', 'job_id'])
    .execute();
  await db.schema.createIndex('saved_search_alerts_job_idx').on('saved_search_alerts').column('job_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saved_search_alerts').ifExists().execute();
  await db.schema.dropTable('saved_searches').ifExists().execute();
}
