import type { NotificationKind } from '@tandem/contract';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Executor } from '../../bus/index.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import { nowIso } from '../../lib/time.ts';
import type { CalendarPart } from '../../lib/calendar/invite.ts';

export interface NewNotification {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  /** A calendar invitation its e-mail carries (never stored with the notification). */
  calendar?: CalendarPart | undefined;
  /**
   * The message a `message` notice tells of: its e-mail waits MESSAGE_EMAIL_DELAY and is not sent if the message
   * was read meanwhile (the recipient had the conversation open). Never stored with the notification.
   */
  unlessReadMessageId?: number | undefined;
}

const COLUMNS = ['id', 'kind', 'title', 'body', 'link', 'created_at', 'read_at'] as const;

/** Rows per insert: 7 parameters each, well under SQLite's 32,766 bound parameters. */
const INSERT_CHUNK = 1_000;

/** Many notifications, in multi-row inserts; answers each row's id and user. */
export async function insertNotifications(db: Executor, rows: readonly (NewNotification & { userId: number })[]): Promise<{ id: number; user_id: number }[]> {
  const createdAt = nowIso();
  const out: { id: number; user_id: number }[] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK).map(({ userId, kind, title, body, link }) => ({ kind, title, body, link, user_id: userId, created_at: createdAt, read_at: null }));
    out.push(...(await db.insertInto('notifications').values(chunk).returning(['id', 'user_id']).execute()));
  }
  return out;
}

/** A query answering one row per notice, its words written by the database (a sweep's thousands). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any tables may be joined; only the columns matter
export type NoticeRows = SelectQueryBuilder<Database, any, { user_id: number; title: string; body: string; link: string }>;

/**
 * Notifications of one kind from a query, in one INSERT ... SELECT: the texts never travel to the app and back.
 * Answers each row's id and user.
 */
export async function insertNotificationsFrom(db: Executor, kind: NotificationKind, rows: NoticeRows): Promise<{ id: number; user_id: number }[]> {
  return db
    .insertInto('notifications')
    .columns(['user_id', 'kind', 'title', 'body', 'link', 'created_at'])
    .expression(db.selectFrom(rows.as('n')).select(['n.user_id', sql.val(kind).as('kind'), 'n.title', 'n.body', 'n.link', sql.val(nowIso()).as('created_at')]))
    .returning(['id', 'user_id'])
    .execute();
}

/** A user's notifications, newest first; only unread ones when asked. */
export async function listNotifications(db: Db, userId: number, unreadOnly: boolean, window: PageWindow) {
  let query = db.selectFrom('notifications').where('user_id', '=', userId);
  if (unreadOnly) query = query.where('read_at', 'is', null);
  const [{ count }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    query.select(COLUMNS).orderBy('id', 'desc').limit(window.limit).offset(window.offset).execute(),
  ]);
  return { count: Number(count), rows };
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const { count } = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** One of the user's own notifications (another user's is not found). */
export const findOwnNotification = (db: Db, userId: number, id: number) =>
  db.selectFrom('notifications').select(COLUMNS).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();

/** The user's notifications after an id, oldest first (what a reconnecting live stream missed). */
export const notificationsAfter = (db: Db, userId: number, afterId: number, limit: number) =>
  db.selectFrom('notifications').select(COLUMNS).where('user_id', '=', userId).where('id', '>', afterId).orderBy('id').limit(limit).execute();

export async function latestNotificationId(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('notifications').select((eb) => eb.fn.max('id').as('max')).where('user_id', '=', userId).executeTakeFirst();
  return Number(row?.max ?? 0);
}

export async function markRead(db: Db, userId: number, id: number): Promise<void> {
  await db.updateTable('notifications').set({ read_at: nowIso() }).where('id', '=', id).where('user_id', '=', userId).where('read_at', 'is', null).execute();
}

export async function markAllRead(db: Db, userId: number): Promise<void> {
  await db.updateTable('notifications').set({ read_at: nowIso() }).where('user_id', '=', userId).where('read_at', 'is', null).execute();
}

/** Marks read the user's unread notifications of a kind that lead to one place (a conversation's messages, once it is read). */
export async function markReadByLink(db: Db, userId: number, kind: NotificationKind, link: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: nowIso() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .where('kind', '=', kind)
    .where('link', '=', link)
    .execute();
}
