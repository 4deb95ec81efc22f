import type { Kysely } from 'kysely';
import { withId } from './dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and see the database untyped */

// The applicant board for a team (docs/product.md section C18): notes the company's members leave on an application, and
// a rating (1 to 5) per required skill, one per member, skill and application. Neither is ever the candidate's.
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('application_notes'))
    .addColumn('job_application_id', 'integer', (col) => col.notNull().references('job_applications.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('application_notes_application_idx').on('application_notes').columns(['job_application_id', 'created_at']).execute();
  await withId(db, db.schema.createTable('application_skill_ratings'))
    .addColumn('job_application_id', 'integer', (col) => col.notNull().references('job_applications.id').onDelete('cascade'))
    .addColumn('rated_by', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('skill', 'text', (col) => col.notNull())
    .addColumn('rating', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('application_skill_ratings_once', ['job_application_id', 'rated_by', 'skill'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('application_skill_ratings').ifExists().execute();
  await db.schema.dropTable('application_notes').ifExists().execute();
}
