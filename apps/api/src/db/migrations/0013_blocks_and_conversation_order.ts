import { sql, type Kysely } from 'kysely';

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

  // Conversation lists are ordered by latest activity (the last message, else the opening), newest first: an
  // index in that order per company and per candidate lets a page be read without sorting every conversation
  // (docs/performance.md, 'Conversations'). They replace 0010's, whose leading columns they keep.
  await db.schema.dropIndex('conversations_company_idx').execute();
  await db.schema.dropIndex('conversations_candidate_idx').execute();
  await sql`create index conversations_company_activity_idx on conversations (company_id, (coalesce(last_message_at, created_at)), id)`.execute(db);
  await sql`create index conversations_candidate_activity_idx on conversations (candidate_id, (coalesce(last_message_at, created_at)), id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('conversations_candidate_activity_idx').ifExists().execute();
  await db.schema.dropIndex('conversations_company_activity_idx').ifExists().execute();
  await db.schema.createIndex('conversations_company_idx').on('conversations').columns(['company_id', 'last_message_at']).execute();
  await db.schema.createIndex('conversations_candidate_idx').on('conversations').columns(['candidate_id', 'last_message_at']).execute();
  await db.schema.dropTable('company_blocks').ifExists().execute();
}
