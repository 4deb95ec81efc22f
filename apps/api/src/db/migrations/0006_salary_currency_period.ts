import { sql, type Kysely } from 'kysely';
import { notNullDefault } from './dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and see the database untyped */

// A job's pay in its currency and per its period (docs/product.md section C8): pounds a year unless said otherwise.
// Jobs already posted in Ireland are paid in euros.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('job_profiles').addColumn('salary_currency', 'text', notNullDefault('GBP')).execute();
  await db.schema.alterTable('job_profiles').addColumn('salary_period', 'text', notNullDefault('year')).execute();
  await db
    .updateTable('job_profiles')
    .set({ salary_currency: 'EUR' })
    .where(sql`lower(country)`, 'in', ['ireland', 'republic of ireland'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('job_profiles').dropColumn('salary_period').execute();
  await db.schema.alterTable('job_profiles').dropColumn('salary_currency').execute();
}
