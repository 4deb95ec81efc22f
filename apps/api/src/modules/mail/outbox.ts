import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';
import type { CalendarPart } from '../../lib/calendar/invite.ts';

export interface NewOutboxMail {
  user_id: number | null;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string>;
  calendar?: CalendarPart | null;
  unless_read_message_id?: number | null;
}

const stored = (calendar: CalendarPart | null | undefined): string | null => (calendar ? JSON.stringify(calendar) : null);

export async function insertOutboxMail(db: Db, mail: NewOutboxMail): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({ ...mail, headers: JSON.stringify(mail.headers), calendar: stored(mail.calendar), created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertOutboxMails(db: Db, mails: readonly NewOutboxMail[]): Promise<number[]> {
  if (mails.length === 0) return [];
  const createdAt = nowIso();
  const rows = await db
    .insertInto('mail_outbox')
    .values(mails.map((mail) => ({ ...mail, headers: JSON.stringify(mail.headers), calendar: stored(mail.calendar), created_at: createdAt })))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export const findOutboxMail = (db: Db, id: number) => db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();

export async function markOutboxSent(db: Db, id: number): Promise<void> {
  await db.updateTable('mail_outbox').set((eb) => ({ sent_at: nowIso(), attempts: eb('attempts', '+', 1), last_error: null })).where('id', '=', id).execute();
}

export async function deleteOutboxMail(db: Db, id: number): Promise<void> {
  await db.deleteFrom('mail_outbox').where('id', '=', id).execute();
}

export async function markOutboxFailed(db: Db, id: number, error: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error.slice(0, 1000) }))
    .where('id', '=', id)
    .execute();
}

/**
 * Whether the message an outbox row waits on was read by the side it was sent to (the conversation's read mark on
 * the other side from the sender's has reached it), and its conversation. A message gone with its conversation
 * counts as read.
 */
export async function messageReadState(db: Db, messageId: number): Promise<{ read: boolean; conversationId: number | null }> {
  const row = await db
    .selectFrom('messages')
    .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
    .select(['messages.sender_side', 'messages.conversation_id', 'conversations.candidate_read_id', 'conversations.company_read_id'])
    .where('messages.id', '=', messageId)
    .executeTakeFirst();
  if (!row) return { read: true, conversationId: null };
  const readUpTo = row.sender_side === 'candidate' ? row.company_read_id : row.candidate_read_id;
  return { read: readUpTo !== null && readUpTo >= messageId, conversationId: row.conversation_id };
}

/**
 * Drops a message's e-mail that is no longer wanted (the message was read before it went), and gives back the
 * place it took under the one-e-mail-per-conversation cap (caps.ts), so the next unread message can be e-mailed.
 */
export async function dropMessageMail(db: Db, id: number, userId: number | null, conversationId: number | null): Promise<void> {
  await db.deleteFrom('mail_outbox').where('id', '=', id).where('sent_at', 'is', null).execute();
  if (userId === null || conversationId === null) return;
  await db
    .deleteFrom('mail_cap_sends')
    .where('user_id', '=', userId)
    .where('cap_key', 'in', [`conversation:/chats/${conversationId}`, `conversation:/messages/${conversationId}`])
    .execute();
}

export async function unsentOutboxIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('mail_outbox').select('id').where('sent_at', 'is', null).orderBy('id').execute();
  return rows.map((row) => row.id);
}
