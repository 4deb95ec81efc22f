import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and see the database untyped */

// What a candidate looks for (docs/product.md section C14): job types (comma list), remote or on site, lowest
// salary and level. One row per candidate, written the first time they save the section.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('candidate_preferences')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('job_types', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('work_mode', 'text', (col) => col.notNull().defaultTo('any'))
    .addColumn('min_salary', 'integer')
    .addColumn('seniority', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('candidate_preferences').ifExists().execute();
}
