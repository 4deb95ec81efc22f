import type { Kysely } from 'kysely';
import { notNullDefault } from './dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and see the database untyped */

// Who sees a candidate (docs/product.md section C13): 'open' (any organisation's rankings), 'applied' (only
// organisations they applied to or accepted an invitation from) or 'hidden' (none). Everyone starts open.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('visibility', 'text', notNullDefault('open')).execute();
  // The rankings read the few candidates who are not open; the rest are open by default.
  await db.schema.createIndex('users_visibility_idx').on('users').column('visibility').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_visibility_idx').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('visibility').execute();
}
