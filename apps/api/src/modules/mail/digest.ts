import type { NotificationKind } from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../lib/time.ts';
import { preferencesFor } from '../notification-preferences/index.ts';
import { findUserById } from '../users/index.ts';
import { queueMail } from './service.ts';
import { digestMail } from './templates.ts';
import { unsubscribeHeaders } from './unsubscribe-links.ts';

export const MAIL_DIGEST_JOB = 'mail.digest';
export const DIGEST_PERIOD_MS = 24 * 60 * 60 * 1000;
/** A digest lists this many at most; the rest are still marked mailed (the bell has them all). */
const DIGEST_MAX_ITEMS = 50;

/**
 * The daily job: one e-mail per user with what waited for the digest since the last one. A user who has turned
 * e-mail off since gets nothing, and their waiting items are dropped so they do not arrive later by surprise.
 */
export async function sendDigests(app: FastifyInstance): Promise<number> {
  const users = await app.db.selectFrom('mail_digest_items').select('user_id').where('mailed_at', 'is', null).distinct().execute();
  let sent = 0;
  for (const { user_id: userId } of users) {
    const items = await app.db
      .selectFrom('mail_digest_items')
      .selectAll()
      .where('user_id', '=', userId)
      .where('mailed_at', 'is', null)
      .orderBy('id')
      .execute();
    const lastId = items.at(-1)?.id ?? 0;
    const [user, preferences] = await Promise.all([findUserById(app.db, userId), preferencesFor(app.db, userId)]);
    if (user && preferences.email_frequency !== 'off') {
      const links = unsubscribeHeaders(app, userId, 'digest');
      const shown = items.slice(-DIGEST_MAX_ITEMS).reverse().map((item) => ({ ...item, kind: item.kind as NotificationKind }));
      await queueMail(app, {
        userId,
        kind: 'digest',
        to: user.email,
        content: digestMail(user.name, shown, app.mail.appUrl, links.pageUrl),
        headers: links.headers,
      });
      sent += 1;
    }
    await app.db
      .updateTable('mail_digest_items')
      .set({ mailed_at: nowIso() })
      .where('user_id', '=', userId)
      .where('mailed_at', 'is', null)
      .where('id', '<=', lastId)
      .execute();
  }
  return sent;
}
