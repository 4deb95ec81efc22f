import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and see the database untyped */

// The organisation's record (docs/product.md section C12): one small row per company, its reply record over the
// applications of the last 180 days, kept fresh by the reply deadlines' sweep and by every reply, so job lists
// read it with one join (and can sort by it) instead of counting applications per card. Derived state: the first
// sweep fills it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('company_reply_records')
    .addColumn('company_id', 'integer', (col) => col.primaryKey().references('companies.id').onDelete('cascade'))
    // Applications whose reply is known (answered, or past the deadline), and those answered by the deadline.
    .addColumn('applications', 'integer', (col) => col.notNull())
    .addColumn('answered_in_time', 'integer', (col) => col.notNull())
    // answered_in_time / applications; null under 5 applications.
    .addColumn('response_rate', 'double precision')
    // Median days from applying to the reply, over the answered ones; null under 5 applications.
    .addColumn('median_reply_days', 'double precision')
    .addColumn('refreshed_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('company_reply_records_refreshed_idx').on('company_reply_records').column('refreshed_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('company_reply_records').ifExists().execute();
}
