import type { Kysely } from 'kysely';
import { notNullDefault, withId } from './dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and see the database untyped */

// Trust and safety (docs/product.md section C20). The operator is role 'admin' (made only by the admin command);
// role_before_admin remembers what an existing account was, so removing the operator role gives it back.
// Suspensions are a time on the user or company (null: not suspended). A job carries two flags that keep it out of
// every public list (is_active is 0 while either is set): hidden by three reports, or its organisation suspended.
// reports: one per person and target (the unique key). admin_audit: every operator action with its reason; the
// operator's e-mail is copied so the log still says who acted after their account is gone.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('role_before_admin', 'text').execute();
  await db.schema.alterTable('users').addColumn('suspended_at', 'text').execute();
  await db.schema.alterTable('companies').addColumn('suspended_at', 'text').execute();
  await db.schema.alterTable('job_profiles').addColumn('hidden_by_reports', 'integer', notNullDefault(0)).execute();
  await db.schema.alterTable('job_profiles').addColumn('company_suspended', 'integer', notNullDefault(0)).execute();

  await withId(db, db.schema.createTable('reports'))
    .addColumn('reporter_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', 'integer', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('details', 'text', notNullDefault(''))
    .addColumn('status', 'text', notNullDefault('open'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('resolved_at', 'text')
    .addUniqueConstraint('reports_once', ['reporter_id', 'target_type', 'target_id'])
    .execute();
  await db.schema.createIndex('reports_target_idx').on('reports').columns(['target_type', 'target_id', 'status']).execute();
  await db.schema.createIndex('reports_status_idx').on('reports').columns(['status', 'created_at']).execute();

  await withId(db, db.schema.createTable('admin_audit'))
    .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', 'integer', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('admin_audit_created_idx').on('admin_audit').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('admin_audit').ifExists().execute();
  await db.schema.dropTable('reports').ifExists().execute();
  await db.schema.alterTable('job_profiles').dropColumn('company_suspended').execute();
  await db.schema.alterTable('job_profiles').dropColumn('hidden_by_reports').execute();
  await db.schema.alterTable('companies').dropColumn('suspended_at').execute();
  await db.schema.alterTable('users').dropColumn('suspended_at').execute();
  await db.schema.alterTable('users').dropColumn('role_before_admin').execute();
}
