import type { Kysely } from 'kysely';
import { notNullDefault, withId } from './dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and see the database untyped */

// E-mail and account recovery (docs/product.md section C10): notification preferences, the mail outbox (a message is
// a row before it is sent, so none is lost), the notifications waiting for a daily digest, one-time account
// tokens (password reset, e-mail verification; only their hashes), whether an e-mail address is confirmed, and
// what the sessions list shows.
export async function up(db: Kysely<any>): Promise<void> {
  const cascade = (col: any) => col.references('users.id').onDelete('cascade').notNull();

  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'integer', (col) => cascade(col).primaryKey())
    .addColumn('kinds', 'text', notNullDefault('{}'))
    .addColumn('email_frequency', 'text', notNullDefault('instant'))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable('mail_outbox'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text', (col) => col.notNull())
    .addColumn('headers', 'text', notNullDefault('{}'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('attempts', 'integer', notNullDefault(0))
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('mail_outbox_unsent_idx').on('mail_outbox').columns(['sent_at', 'id']).execute();

  await withId(db, db.schema.createTable('mail_digest_items'))
    .addColumn('user_id', 'integer', cascade)
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('link', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('mailed_at', 'text')
    .execute();
  await db.schema.createIndex('mail_digest_items_user_idx').on('mail_digest_items').columns(['mailed_at', 'user_id']).execute();

  await withId(db, db.schema.createTable('account_tokens'))
    .addColumn('user_id', 'integer', cascade)
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('account_tokens_user_idx').on('account_tokens').columns(['user_id', 'purpose']).execute();

  await db.schema.alterTable('users').addColumn('email_verified', 'integer', notNullDefault(0)).execute();
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text', notNullDefault('')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
  await db.schema.alterTable('users').dropColumn('email_verified').execute();
  for (const table of ['account_tokens', 'mail_digest_items', 'mail_outbox', 'notification_preferences']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
