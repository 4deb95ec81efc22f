import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import { presentNotification } from './presenter.ts';
import { countUnread, findOwnNotification, listNotifications, markAllRead, markRead } from './repository.ts';

// The bell's reads and marks (docs/product.md section C10): every one about the signed-in user's own
// notifications; another's is the 404 an unknown id gets. Sending them is service.ts's Notifier.

export async function notificationsOf(db: Db, userId: number, onlyUnread: boolean, window: PageWindow) {
  const { count, rows } = await listNotifications(db, userId, onlyUnread, window);
  return { count, results: rows.map(presentNotification) };
}

export const unreadCountOf = async (db: Db, userId: number) => ({ count: await countUnread(db, userId) });

export async function readNotification(db: Db, userId: number, id: number) {
  await markRead(db, userId, id);
  const row = await findOwnNotification(db, userId, id);
  if (!row) throw notFound();
  return presentNotification(row);
}

/** Marks all read; answers the unread count (0, or what arrived meanwhile). */
export async function readAllNotifications(db: Db, userId: number) {
  await markAllRead(db, userId);
  return unreadCountOf(db, userId);
}
