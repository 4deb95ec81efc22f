import type { Kysely } from 'kysely';
import { withId } from './dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and see the database untyped */

// Trust and safety, part B (docs/product.md section C20). A job held for review keeps status 'held' (is_active 0,
// so every list, page, feed, ranking and alert that reads active jobs passes it by) and the reasons its organisation
// is shown. A company is verified when a member follows a link sent to an address at its website's domain:
// the domain proved and when. The links are kept as hashes, used once, like account tokens.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('job_profiles').addColumn('held_reason', 'text').execute();
  // A fingerprint of the words and pay an operator published: the same job saved again is not held again.
  await db.schema.alterTable('job_profiles').addColumn('review_cleared', 'text').execute();
  await db.schema.alterTable('companies').addColumn('verified_domain', 'text').execute();
  await db.schema.alterTable('companies').addColumn('verified_at', 'text').execute();

  await withId(db, db.schema.createTable('company_verifications'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('domain', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('company_verifications_company_idx').on('company_verifications').column('company_id').execute();
  // The operator's list of held jobs reads only them.
  await db.schema.createIndex('job_profiles_status_idx').on('job_profiles').column('status').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('job_profiles_status_idx').ifExists().execute();
  await db.schema.dropTable('company_verifications').ifExists().execute();
  await db.schema.alterTable('companies').dropColumn('verified_at').execute();
  await db.schema.alterTable('companies').dropColumn('verified_domain').execute();
  await db.schema.alterTable('job_profiles').dropColumn('review_cleared').execute();
  await db.schema.alterTable('job_profiles').dropColumn('held_reason').execute();
}
