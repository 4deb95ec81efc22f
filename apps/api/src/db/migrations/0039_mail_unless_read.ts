import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and see the database untyped */

// A message's e-mail waits a little and is dropped if the message was read meanwhile (docs/product.md section C10:
// a message read live in the open conversation is not also e-mailed). The outbox row names the message it tells of.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('unless_read_message_id', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('unless_read_message_id').execute();
}
