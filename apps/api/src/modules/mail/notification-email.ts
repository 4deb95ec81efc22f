import type { NotificationItem } from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../lib/time.ts';
import { preferencesOfMany } from '../notification-preferences/index.ts';
import { queueMails } from './service.ts';
import { notificationMail } from './templates.ts';
import { unsubscribeHeaders } from './unsubscribe-links.ts';

export type NotificationForMail = Pick<NotificationItem, 'kind' | 'title' | 'body' | 'link'>;

export type EmailOutcome = 'sent' | 'digest' | 'none';

/**
 * Call once for every notification created. Following each user's preferences it is e-mailed now (frequency
 * 'instant' and e-mail on for its kind), kept for the daily digest (frequency 'daily', or a kind not e-mailed on
 * its own), or not e-mailed at all (frequency 'off'). Returns what it did, for the caller's logs and tests.
 */
export async function queueNotificationEmail(app: FastifyInstance, userId: number, notification: NotificationForMail): Promise<EmailOutcome> {
  return (await queueNotificationEmails(app, [userId], notification)).get(userId) ?? 'none';
}

/**
 * The same for many users at once (a notification to many, such as saved search alerts): their preferences and
 * addresses read in one query per thousand, the digest's items and the outbox's rows written in one insert each.
 */
export async function queueNotificationEmails(app: FastifyInstance, userIds: readonly number[], notification: NotificationForMail): Promise<Map<number, EmailOutcome>> {
  const outcomes = new Map<number, EmailOutcome>();
  const preferences = await preferencesOfMany(app.db, userIds);
  const now: number[] = [];
  const digest: number[] = [];
  for (const userId of userIds) {
    const chosen = preferences.get(userId);
    if (!chosen || chosen.email_frequency === 'off') outcomes.set(userId, 'none');
    else if (chosen.email_frequency === 'instant' && chosen.kinds[notification.kind].email) now.push(userId);
    else digest.push(userId);
  }
  for (let start = 0; start < now.length; start += 1000) {
    const users = await app.db.selectFrom('users').select(['id', 'name', 'email']).where('id', 'in', now.slice(start, start + 1000)).execute();
    const mails = users.map((user) => {
      const links = unsubscribeHeaders(app, user.id, notification.kind);
      return { userId: user.id, kind: notification.kind, to: user.email, content: notificationMail(user.name, notification, app.mail.appUrl, links.pageUrl), headers: links.headers };
    });
    await queueMails(app, mails);
    for (const user of users) outcomes.set(user.id, 'sent');
  }
  if (digest.length > 0) {
    const createdAt = nowIso();
    for (let start = 0; start < digest.length; start += 500) {
      await app.db
        .insertInto('mail_digest_items')
        .values(digest.slice(start, start + 500).map((userId) => ({ user_id: userId, kind: notification.kind, title: notification.title, body: notification.body, link: notification.link, created_at: createdAt })))
        .execute();
    }
    for (const userId of digest) outcomes.set(userId, 'digest');
  }
  for (const userId of userIds) if (!outcomes.has(userId)) outcomes.set(userId, 'none');
  return outcomes;
}
