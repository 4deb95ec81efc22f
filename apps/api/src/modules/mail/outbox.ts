import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';

export interface NewOutboxMail {
  user_id: number | null;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string>;
}

export async function insertOutboxMail(db: Db, mail: NewOutboxMail): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({ ...mail, headers: JSON.stringify(mail.headers), created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertOutboxMails(db: Db, mails: readonly NewOutboxMail[]): Promise<number[]> {
  if (mails.length === 0) return [];
  const createdAt = nowIso();
  const rows = await db
    .insertInto('mail_outbox')
    .values(mails.map((mail) => ({ ...mail, headers: JSON.stringify(mail.headers), created_at: createdAt })))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export const findOutboxMail = (db: Db, id: number) => db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();

export async function markOutboxSent(db: Db, id: number): Promise<void> {
  await db.updateTable('mail_outbox').set((eb) => ({ sent_at: nowIso(), attempts: eb('attempts', '+', 1), last_error: null })).where('id', '=', id).execute();
}

export async function markOutboxFailed(db: Db, id: number, error: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error.slice(0, 1000) }))
    .where('id', '=', id)
    .execute();
}

export async function unsentOutboxIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('mail_outbox').select('id').where('sent_at', 'is', null).orderBy('id').execute();
  return rows.map((row) => row.id);
}
