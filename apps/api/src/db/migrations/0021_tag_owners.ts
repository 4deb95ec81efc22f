import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and see the database untyped */

// Who made a tag: ownership used to follow use alone, so a tag nothing carried yet was anybody's to recolour or
// delete. The company of the organisation user who created it; null for tags made before this (the seed's, and
// those of earlier releases), which stay changeable only by the one organisation whose items carry them.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('tags')
    .addColumn('company_id', 'integer', (col) => col.references('companies.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tags').dropColumn('company_id').execute();
}
