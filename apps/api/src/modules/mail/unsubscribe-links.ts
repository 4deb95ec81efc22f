import type { FastifyInstance } from 'fastify';
import { unsubscribeToken, type UnsubscribeTopic } from './unsubscribe-token.ts';

export const UNSUBSCRIBE_PATH = '/mail/unsubscribe/';
export const UNSUBSCRIBE_CONFIRM_PATH = '/mail/unsubscribe/confirm/';

/**
 * The unsubscribe link of a notification e-mail and its headers (RFC 2369 and RFC 8058 one-click): mail clients
 * POST `List-Unsubscribe=One-Click` to the URL, people open the same URL and confirm with a button.
 */
export function unsubscribeHeaders(app: FastifyInstance, userId: number, topic: UnsubscribeTopic) {
  const pageUrl = app.mail.appUrl(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(unsubscribeToken(app.mail.secret, userId, topic))}`);
  return {
    pageUrl,
    headers: { 'List-Unsubscribe': `<${pageUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
