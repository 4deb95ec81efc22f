import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and see the database untyped */

// A job's closing date (docs/product.md section C16): the last day it takes applications, as YYYY-MM-DD, or null for
// none. The scheduler closes active jobs whose date has passed; the partial index serves that sweep.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('job_profiles').addColumn('closes_on', 'text').execute();
  await db.schema
    .createIndex('job_profiles_active_closes_on_idx')
    .on('job_profiles')
    .column('closes_on')
    .where(sql.ref('status'), '=', 'active')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('job_profiles_active_closes_on_idx').ifExists().execute();
  await db.schema.alterTable('job_profiles').dropColumn('closes_on').execute();
}
