import type { NotificationItem, NotificationKind, NotificationPreferences } from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Executor } from '../../bus/index.ts';
import { idIn } from '../../db/id-list.ts';
import { nowIso } from '../../lib/time.ts';
import type { CalendarPart } from '../../lib/calendar/invite.ts';
import type { NoticeBatch } from '../notifications/index.ts';
import { preferencesOfMany } from '../notification-preferences/index.ts';
import { applyMailCaps } from './caps.ts';
import { queueMails } from './service.ts';
import { notificationMail } from './templates.ts';
import { unsubscribeHeaders } from './unsubscribe-links.ts';

export type NotificationForMail = Pick<NotificationItem, 'kind' | 'title' | 'body' | 'link'> & {
  calendar?: CalendarPart | undefined;
  unlessReadMessageId?: number | undefined;
};
export type NoticeForMail = NotificationForMail & { readonly userId: number };

export type EmailOutcome = 'sent' | 'digest' | 'none';

/** Digest items per insert: 6 parameters each, well under SQLite's 32,766 bound parameters. */
const DIGEST_CHUNK = 1_000;

/**
 * Call once for every notification created. Following each user's preferences it is e-mailed now (frequency
 * 'instant' and e-mail on for its kind), kept for the daily digest (frequency 'daily', or a kind not e-mailed on
 * its own), or not e-mailed at all (frequency 'off'). Returns what it did, for the caller's logs and tests.
 */
export async function queueNotificationEmail(app: FastifyInstance, userId: number, notification: NotificationForMail): Promise<EmailOutcome> {
  const notices = [{ ...notification, userId }];
  return (await queueNoticeEmails(app, notices, await preferencesOfMany(app.db, [userId])))[0] ?? 'none';
}

/**
 * The same for a batch of notices (a sweep's or an alert's thousands), with the recipients' preferences already
 * read: their addresses read in one query, the digest's items and the outbox's rows written in multi-row inserts.
 * Answers each notice's outcome, in the order given.
 */
export async function queueNoticeEmails(app: FastifyInstance, notices: readonly NoticeForMail[], preferences: ReadonlyMap<number, NotificationPreferences>): Promise<EmailOutcome[]> {
  const outcomes = notices.map((notice) => outcomeOf(preferences.get(notice.userId), notice.kind));
  const mailed = await queueInstantMails(
    app,
    notices.filter((_, i) => outcomes[i] === 'sent'),
  );
  notices.forEach((notice, i) => {
    if (outcomes[i] === 'sent' && !mailed.has(notice.userId)) outcomes[i] = 'none';
  });
  const digest = notices.filter((_, i) => outcomes[i] === 'digest');
  const createdAt = nowIso();
  for (let start = 0; start < digest.length; start += DIGEST_CHUNK) {
    await app.db
      .insertInto('mail_digest_items')
      .values(digest.slice(start, start + DIGEST_CHUNK).map((notice) => ({ user_id: notice.userId, kind: notice.kind, title: notice.title, body: notice.body, link: notice.link, created_at: createdAt })))
      .execute();
  }
  return outcomes;
}

/**
 * The same for a batch whose words the database writes (notifications' NoticeBatch): only the e-mails sent now are
 * read into the app (to be rendered); the digest's items are copied from the batch's rows by one INSERT ... SELECT.
 */
export async function queueNoticeBatchEmails(app: FastifyInstance, db: Executor, batch: NoticeBatch, preferences: ReadonlyMap<number, NotificationPreferences>): Promise<void> {
  const now: number[] = [];
  const digest: number[] = [];
  for (const userId of batch.userIds) {
    const outcome = outcomeOf(preferences.get(userId), batch.kind);
    if (outcome === 'sent') now.push(userId);
    else if (outcome === 'digest') digest.push(userId);
  }
  if (now.length > 0) {
    const rows = await batch.rows(db, now).execute();
    await queueInstantMails(
      app,
      rows.map((row) => ({ userId: row.user_id, kind: batch.kind, title: row.title, body: row.body, link: row.link })),
    );
  }
  if (digest.length === 0) return;
  await db
    .insertInto('mail_digest_items')
    .columns(['user_id', 'kind', 'title', 'body', 'link', 'created_at'])
    .expression(
      db
        .selectFrom(batch.rows(db, digest.length === batch.userIds.length ? undefined : digest).as('n'))
        .select(['n.user_id', sql.val(batch.kind).as('kind'), 'n.title', 'n.body', 'n.link', sql.val(nowIso()).as('created_at')]),
    )
    .execute();
}

/** E-mailed now (frequency 'instant' and e-mail on for its kind), kept for the digest, or not e-mailed at all. */
function outcomeOf(chosen: NotificationPreferences | undefined, kind: NotificationKind): EmailOutcome {
  if (!chosen || chosen.email_frequency === 'off') return 'none';
  return chosen.email_frequency === 'instant' && chosen.kinds[kind].email ? 'sent' : 'digest';
}

/** The e-mails to send now, rendered and put in the outbox; answers the users who had an address. */
async function queueInstantMails(app: FastifyInstance, all: readonly NoticeForMail[]): Promise<Set<number>> {
  if (all.length === 0) return new Set();
  // Past a per-recipient cap a notice waits, to go later folded into one e-mail (caps.ts).
  const notices = await applyMailCaps(app, all);
  const users = await app.db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where(idIn(app.db, 'id', [...new Set(notices.map((notice) => notice.userId))]))
    .execute();
  const byId = new Map(users.map((user) => [user.id, user]));
  const mails = notices.flatMap((notice) => {
    const user = byId.get(notice.userId);
    if (!user) return [];
    const links = unsubscribeHeaders(app, user.id, notice.kind);
    return [{ userId: user.id, kind: notice.kind, to: user.email, content: notificationMail(user.name, notice, app.mail.appUrl, links.pageUrl), headers: links.headers, calendar: notice.calendar, unlessRead: notice.unlessReadMessageId === undefined ? undefined : { messageId: notice.unlessReadMessageId, delayMs: app.mail.messageEmailDelayMs } }];
  });
  await queueMails(app, mails);
  const held = all.filter((notice) => !notices.includes(notice)).map((notice) => notice.userId);
  return new Set([...byId.keys(), ...held]);
}
