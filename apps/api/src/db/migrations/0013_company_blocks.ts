import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and see the database untyped */

// A candidate blocks an organisation (docs/product.md section C11), once per pair: its invitations end and its
// conversations leave the candidate's screens until the row goes (unblock). Gone with either side.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('company_blocks')
    .addColumn('candidate_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('company_blocks_pk', ['candidate_id', 'company_id'])
    .execute();
  // Whether a company is blocked by someone is asked per pair (the key); the company's side by the company.
  await db.schema.createIndex('company_blocks_company_idx').on('company_blocks').column('company_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('company_blocks').ifExists().execute();
}
