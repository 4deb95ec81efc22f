import { sql, type Kysely } from 'kysely';
import { withId } from './dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and see the database untyped */

// Teams (docs/product.md section C18): a company has members, each 'owner' or 'member'. A user belongs to at most one
// company (users.company_id, as before), so the role and the day they joined sit beside it on the user's row, read
// with the session like company_id is. Today's one user per company becomes its owner. Invitations to join are
// single-use links kept as hashes, like the account's links.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('company_role', 'text').execute();
  await db.schema.alterTable('users').addColumn('company_joined_at', 'text').execute();
  await db
    .updateTable('users')
    .set({ company_role: 'owner', company_joined_at: sql.ref('created_at') })
    .where('company_id', 'is not', null)
    .execute();
  await withId(db, db.schema.createTable('company_invites'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('invited_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('company_invites_company_idx').on('company_invites').columns(['company_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('company_invites').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('company_joined_at').execute();
  await db.schema.alterTable('users').dropColumn('company_role').execute();
}
