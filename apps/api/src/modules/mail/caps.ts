import type { NotificationKind } from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import { idIn } from '../../db/id-list.ts';
import { nowIso } from '../../lib/time.ts';
import { findUserById } from '../users/index.ts';
import { preferencesFor } from '../notification-preferences/index.ts';
import { queueMail } from './service.ts';
import { foldedMail } from './templates.ts';
import { unsubscribeHeaders } from './unsubscribe-links.ts';

const MINUTE = 60_000;

/** One cap on what a person can be sent: at most `max` e-mails per `windowMs` under one key. */
interface MailCap {
  key: string;
  max: number;
  windowMs: number;
}

interface CappedNotice {
  readonly userId: number;
  readonly kind: NotificationKind;
  readonly title: string;
  readonly body: string;
  readonly link: string;
}

/**
 * docs/product.md section C15's caps, for the kinds another person can cause: one e-mail per conversation per 15 minutes
 * (the notice's link names the conversation), 10 invitation e-mails a day, and alerts folded into one e-mail an
 * hour (stricter than one per search: a person's searches share it). Other kinds are not capped.
 */
export function capOf(notice: Pick<CappedNotice, 'kind' | 'link'>): MailCap | undefined {
  if (notice.kind === 'message') return { key: `conversation:${notice.link}`, max: 1, windowMs: 15 * MINUTE };
  if (notice.kind === 'invitation') return { key: 'invitations', max: 10, windowMs: 24 * 60 * MINUTE };
  if (notice.kind === 'saved_search_match') return { key: 'alerts', max: 1, windowMs: 60 * MINUTE };
  return undefined;
}

/** The longest window of capOf's caps: sends older than this count for nothing. */
const LONGEST_WINDOW = 24 * 60 * MINUTE;

/**
 * Splits the notices to e-mail now into those within their caps (recorded as sent under them) and those past
 * them, which are held in `mail_held` and sent folded into one e-mail by releaseHeldMails once the cap allows.
 * A notice whose cap already holds others waits behind them, so they arrive in order.
 */
export async function applyMailCaps<T extends CappedNotice>(app: FastifyInstance, notices: readonly T[]): Promise<T[]> {
  const capped = notices.filter((notice) => capOf(notice));
  if (capped.length === 0) return [...notices];
  const userIds = [...new Set(capped.map((notice) => notice.userId))];
  const since = new Date(Date.now() - LONGEST_WINDOW).toISOString();
  const [sends, held] = await Promise.all([
    app.db.selectFrom('mail_cap_sends').select(['user_id', 'cap_key', 'sent_at']).where(idIn(app.db, 'user_id', userIds)).where('sent_at', '>', since).execute(),
    app.db.selectFrom('mail_held').select(['user_id', 'cap_key']).where(idIn(app.db, 'user_id', userIds)).distinct().execute(),
  ]);
  const now = Date.now();
  const used = new Map<string, number>();
  for (const send of sends) {
    const cap = capForKey(send.cap_key);
    if (cap && Date.parse(send.sent_at) > now - cap.windowMs) used.set(`${send.user_id}|${send.cap_key}`, (used.get(`${send.user_id}|${send.cap_key}`) ?? 0) + 1);
  }
  const waiting = new Set(held.map((row) => `${row.user_id}|${row.cap_key}`));
  const sendNow: T[] = [];
  const toHold: T[] = [];
  const sent: { user_id: number; cap_key: string; sent_at: string }[] = [];
  const at = nowIso();
  for (const notice of notices) {
    const cap = capOf(notice);
    if (!cap) {
      sendNow.push(notice);
      continue;
    }
    const slot = `${notice.userId}|${cap.key}`;
    const count = used.get(slot) ?? 0;
    if (count < cap.max && !waiting.has(slot)) {
      used.set(slot, count + 1);
      sent.push({ user_id: notice.userId, cap_key: cap.key, sent_at: at });
      sendNow.push(notice);
    } else {
      waiting.add(slot);
      toHold.push(notice);
    }
  }
  if (sent.length > 0) await app.db.insertInto('mail_cap_sends').values(sent).execute();
  if (toHold.length > 0) {
    await app.db
      .insertInto('mail_held')
      .values(toHold.map((notice) => ({ user_id: notice.userId, cap_key: capOf(notice)?.key ?? '', kind: notice.kind, title: notice.title, body: notice.body, link: notice.link, created_at: at })))
      .execute();
  }
  return sendNow;
}

/** The cap a stored key belongs to (its kind read back from the key's form). */
function capForKey(key: string): MailCap | undefined {
  if (key.startsWith('conversation:')) return capOf({ kind: 'message', link: key.slice('conversation:'.length) });
  if (key === 'invitations') return capOf({ kind: 'invitation', link: '' });
  if (key === 'alerts') return capOf({ kind: 'saved_search_match', link: '' });
  return undefined;
}

export const MAIL_HELD_JOB = 'mail.release-held';
/** How often held notices are looked at: a minute past its window, a held e-mail goes. */
export const MAIL_HELD_PERIOD_MS = MINUTE;

/**
 * Sends what waited past a cap, one e-mail per person and cap holding every notice that waited, once the cap's
 * window allows another. A person who turned e-mail off since gets nothing and their held notices go.
 */
export async function releaseHeldMails(app: FastifyInstance): Promise<number> {
  const groups = await app.db.selectFrom('mail_held').select(['user_id', 'cap_key']).distinct().execute();
  let sent = 0;
  for (const { user_id: userId, cap_key: key } of groups) {
    const cap = capForKey(key);
    if (!cap) continue;
    const since = new Date(Date.now() - cap.windowMs).toISOString();
    const recent = await app.db.selectFrom('mail_cap_sends').select('sent_at').where('user_id', '=', userId).where('cap_key', '=', key).where('sent_at', '>', since).execute();
    if (recent.length >= cap.max) continue;
    const items = await app.db.selectFrom('mail_held').selectAll().where('user_id', '=', userId).where('cap_key', '=', key).orderBy('id').execute();
    const lastId = items.at(-1)?.id ?? 0;
    const [user, preferences] = await Promise.all([findUserById(app.db, userId), preferencesFor(app.db, userId)]);
    if (user && preferences.email_frequency !== 'off' && items.length > 0) {
      const kind = items[0]?.kind as NotificationKind;
      const links = unsubscribeHeaders(app, userId, kind);
      const shown = items.map((item) => ({ ...item, kind: item.kind as NotificationKind }));
      await queueMail(app, { userId, kind, to: user.email, content: foldedMail(user.name, shown, app.mail.appUrl, links.pageUrl), headers: links.headers });
      await app.db.insertInto('mail_cap_sends').values({ user_id: userId, cap_key: key, sent_at: nowIso() }).execute();
      sent += 1;
    }
    await app.db.deleteFrom('mail_held').where('user_id', '=', userId).where('cap_key', '=', key).where('id', '<=', lastId).execute();
  }
  // Records older than the longest window count for nothing any more.
  await app.db.deleteFrom('mail_cap_sends').where('sent_at', '<', new Date(Date.now() - LONGEST_WINDOW).toISOString()).execute();
  return sent;
}
