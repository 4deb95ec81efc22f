import { ACCOUNT_MESSAGES } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Detail } from '../../lib/schemas.ts';
import { updatePreferences } from '../notification-preferences/index.ts';
import { UNSUBSCRIBE_CONFIRM_PATH, UNSUBSCRIBE_PATH } from './unsubscribe-links.ts';
import { readUnsubscribeToken, type UnsubscribeTopic } from './unsubscribe-token.ts';
import { unsubscribePage } from './unsubscribe-page.ts';

const Query = z.object({ token: z.string().max(300).default('') });

/**
 * Unsubscribing from an e-mail's link, without signing in: outside /api/ because mail clients' one-click POST
 * (RFC 8058) carries no CSRF token. The signed token is the authority, and all it can do is turn e-mail off.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  async function unsubscribe(token: string): Promise<UnsubscribeTopic | undefined> {
    const target = readUnsubscribeToken(app.mail.secret, token);
    if (!target) return undefined;
    await updatePreferences(
      app.db,
      target.userId,
      target.topic === 'digest' ? { email_frequency: 'off' } : { kinds: { [target.topic]: { email: false } } },
    );
    return target.topic;
  }

  // One-click unsubscribe posts `List-Unsubscribe=One-Click` as a form; its content is not needed.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));

  app.get(
    UNSUBSCRIBE_PATH,
    { schema: { hide: true, querystring: Query } },
    async (request, reply) => {
      const target = readUnsubscribeToken(app.mail.secret, request.query.token);
      return reply.code(target ? 200 : 400).type('text/html; charset=utf-8').send(unsubscribePage(target ? 'confirm' : 'invalid', request.query.token, target?.topic));
    },
  );

  app.post(
    UNSUBSCRIBE_PATH,
    { schema: { tags: ['notifications'], summary: 'One-click unsubscribe (RFC 8058) from an e-mail link.', querystring: Query, response: { 200: Detail, 400: Detail } } },
    async (request, reply) => {
      if ((await unsubscribe(request.query.token)) === undefined) return reply.code(400).send({ detail: ACCOUNT_MESSAGES.invalidLink });
      return { detail: ACCOUNT_MESSAGES.unsubscribed };
    },
  );

  // The button of the page above: the same, answered with a page.
  app.post(UNSUBSCRIBE_CONFIRM_PATH, { schema: { hide: true, querystring: Query } }, async (request, reply) => {
    const topic = await unsubscribe(request.query.token);
    return reply.code(topic ? 200 : 400).type('text/html; charset=utf-8').send(unsubscribePage(topic ? 'done' : 'invalid', '', topic));
  });
};
