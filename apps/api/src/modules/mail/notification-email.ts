import type { NotificationItem } from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../lib/time.ts';
import { preferencesFor } from '../notification-preferences/service.ts';
import { findUserById } from '../users/repository.ts';
import { queueMail } from './service.ts';
import { notificationMail } from './templates.ts';
import { unsubscribeHeaders } from './unsubscribe-links.ts';

export type NotificationForMail = Pick<NotificationItem, 'kind' | 'title' | 'body' | 'link'>;

/**
 * Call once for every notification created. Following the user's preferences it is e-mailed now (frequency
 * 'instant' and e-mail on for its kind), kept for the daily digest (frequency 'daily', or a kind not e-mailed on
 * its own), or not e-mailed at all (frequency 'off'). Returns what it did, for the caller's logs and tests.
 */
export async function queueNotificationEmail(
  app: FastifyInstance,
  userId: number,
  notification: NotificationForMail,
): Promise<'sent' | 'digest' | 'none'> {
  const preferences = await preferencesFor(app.db, userId);
  if (preferences.email_frequency === 'off') return 'none';
  if (preferences.email_frequency === 'instant' && preferences.kinds[notification.kind].email) {
    const user = await findUserById(app.db, userId);
    if (!user) return 'none';
    const links = unsubscribeHeaders(app, userId, notification.kind);
    await queueMail(app, {
      userId,
      kind: notification.kind,
      to: user.email,
      content: notificationMail(user.name, notification, app.mail.appUrl, links.pageUrl),
      headers: links.headers,
    });
    return 'sent';
  }
  await app.db
    .insertInto('mail_digest_items')
    .values({ user_id: userId, kind: notification.kind, title: notification.title, body: notification.body, link: notification.link, created_at: nowIso() })
    .execute();
  return 'digest';
}
