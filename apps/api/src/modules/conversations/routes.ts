import { ConversationAnswer, MessageAnswer, MessageInput } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { requireUser } from '../../lib/guards.ts';
import { pageOf, PageQuerySchema, pageWindow, toPage } from '../../lib/pagination.ts';
import { Detail, FieldErrors, IdParams } from '../../lib/schemas.ts';
import { conversationOf, conversationsOf, messagesOf, readConversation, sentMessage } from './reading.service.ts';
import { loadConversationFor, sendMessage } from './service.ts';

const tags = ['conversations'];
const errors = { 400: FieldErrors, 401: Detail, 403: Detail, 404: Detail, 429: Detail };

/** Conversations and their messages (docs/product.md section C11): only the two sides ever see one. */
export const conversationRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/conversations/',
    { schema: { tags, summary: 'Your conversations (a candidate) or your company’s (an organisation), newest activity first.', querystring: PageQuerySchema, response: { 200: pageOf(ConversationAnswer), ...errors } } },
    async (request) => {
      const window = pageWindow(request.query);
      const { count, results } = await conversationsOf(app.db, requireUser(request), window);
      return toPage(request, window, count, results);
    },
  );

  app.get(
    '/conversations/:id/',
    { schema: { tags, summary: 'One conversation you are in.', params: IdParams, response: { 200: ConversationAnswer, ...errors } } },
    async (request) => conversationOf(app.db, requireUser(request), request.params.id),
  );

  app.get(
    '/conversations/:id/messages/',
    { schema: { tags, summary: 'Messages of a conversation you are in, oldest first, paged.', params: IdParams, querystring: PageQuerySchema, response: { 200: pageOf(MessageAnswer), ...errors } } },
    async (request) => {
      const window = pageWindow(request.query);
      const { count, results } = await messagesOf(app.db, requireUser(request), request.params.id, window);
      return toPage(request, window, count, results);
    },
  );

  app.post(
    '/conversations/:id/messages/',
    {
      schema: { tags, summary: 'Sends a message (plain text, 1 to 5,000 characters) to the other side.', params: IdParams, body: MessageInput, response: { 201: MessageAnswer, ...errors } },
      // Per sender (the session): a conversation is no place for a flood.
      config: { rateLimit: { max: config.MESSAGE_RATE_LIMIT, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { conversation, side } = await loadConversationFor(app.db, user, request.params.id);
      const id = await sendMessage(app.db, app.notifier, user, conversation, side, request.body.body);
      return reply.code(201).send(await sentMessage(app.db, user, conversation.id, id));
    },
  );

  app.post(
    '/conversations/:id/read/',
    { schema: { tags, summary: 'Marks every message of the conversation read on your side.', params: IdParams, response: { 200: z.object({ unread_count: z.literal(0) }), ...errors } } },
    async (request) => {
      await readConversation(app.db, requireUser(request), request.params.id);
      return { unread_count: 0 as const };
    },
  );
};
