import { ConversationAnswer, MessageAnswer, MessageInput } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { requireUser } from '../../lib/guards.ts';
import { forbidden } from '../../lib/http-errors.ts';
import { pageOf, PageQuerySchema, pageWindow, toPage } from '../../lib/pagination.ts';
import { Detail, FieldErrors, IdParams } from '../../lib/schemas.ts';
import { conversationScope } from './policy.ts';
import { presentConversation, presentMessage } from './presenter.ts';
import { findConversation, findMessage, lastMessages, listConversations, listMessages, markConversationRead, unreadCounts } from './repository.ts';
import { loadConversationFor, sendMessage } from './service.ts';

const tags = ['conversations'];
const errors = { 400: FieldErrors, 401: Detail, 403: Detail, 404: Detail, 429: Detail };

/** Conversations and their messages (docs/product.md section C11): only the two sides ever see one. */
export const conversationRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/conversations/',
    { schema: { tags, summary: 'Your conversations (a candidate) or your company’s (an organisation), newest activity first.', querystring: PageQuerySchema, response: { 200: pageOf(ConversationAnswer), ...errors } } },
    async (request) => {
      const user = requireUser(request);
      const scope = conversationScope(user);
      if (!scope) throw forbidden();
      const window = pageWindow(request.query);
      const { count, rows } = await listConversations(app.db, scope, window);
      const ids = rows.map((row) => row.id);
      const [last, unread] = await Promise.all([lastMessages(app.db, ids), unreadCounts(app.db, ids, scope.side)]);
      const lastOf = new Map(last.map((message) => [message.conversation_id, message]));
      return toPage(request, window, count, rows.map((row) => presentConversation(row, scope.side, user.id, lastOf.get(row.id), unread.get(row.id) ?? 0)));
    },
  );

  app.get(
    '/conversations/:id/',
    { schema: { tags, summary: 'One conversation you are in.', params: IdParams, response: { 200: ConversationAnswer, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      const { conversation, side } = await loadConversationFor(app.db, user, request.params.id);
      const [[last], unread] = await Promise.all([lastMessages(app.db, [conversation.id]), unreadCounts(app.db, [conversation.id], side)]);
      return presentConversation(conversation, side, user.id, last, unread.get(conversation.id) ?? 0);
    },
  );

  app.get(
    '/conversations/:id/messages/',
    { schema: { tags, summary: 'Messages of a conversation you are in, oldest first, paged.', params: IdParams, querystring: PageQuerySchema, response: { 200: pageOf(MessageAnswer), ...errors } } },
    async (request) => {
      const user = requireUser(request);
      const { conversation } = await loadConversationFor(app.db, user, request.params.id);
      const window = pageWindow(request.query);
      const { count, rows } = await listMessages(app.db, conversation.id, window);
      return toPage(request, window, count, rows.map((row) => presentMessage(row, conversation, user.id)));
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
      const [message, fresh] = await Promise.all([findMessage(app.db, id), findConversation(app.db, conversation.id)]);
      if (!message || !fresh) throw new Error('a message just written was not found');
      return reply.code(201).send(presentMessage(message, fresh, user.id));
    },
  );

  app.post(
    '/conversations/:id/read/',
    { schema: { tags, summary: 'Marks every message of the conversation read on your side.', params: IdParams, response: { 200: z.object({ unread_count: z.literal(0) }), ...errors } } },
    async (request) => {
      const user = requireUser(request);
      const { conversation, side } = await loadConversationFor(app.db, user, request.params.id);
      await markConversationRead(app.db, conversation.id, side);
      return { unread_count: 0 as const };
    },
  );
};
