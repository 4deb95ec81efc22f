import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isBlocked } from '../block-list/index.ts';
import { findUserById } from '../users/index.ts';
import { conversationScope, sideOf } from './policy.ts';
import { presentMessage } from './presenter.ts';
import { findConversation, findMessage, latestMessageId, messagesAfter } from './repository.ts';

/** Messages as live events: each read for the user it is pushed to, and only if they are in its conversation. */
export const conversationsPlugin = fp(async (app: FastifyInstance) => {
  const scopeOf = async (userId: number) => {
    const user = await findUserById(app.db, userId);
    return user ? { user, scope: conversationScope(user) } : undefined;
  };
  app.streams.register('message', {
    load: async (userId, id) => {
      const [found, message] = await Promise.all([scopeOf(userId), findMessage(app.db, id)]);
      const conversation = message ? await findConversation(app.db, message.conversation_id) : undefined;
      const side = found && conversation ? sideOf(found.user, conversation) : undefined;
      if (!found || !message || !conversation || !side) return undefined;
      // Nothing of a company the candidate blocked reaches them.
      if (side === 'candidate' && (await isBlocked(app.db, userId, conversation.company_id))) return undefined;
      return presentMessage(message, conversation, userId);
    },
    since: async (user, afterId, limit) => {
      const scope = conversationScope(user);
      if (!scope) return [];
      const rows = await messagesAfter(app.db, scope, afterId, limit);
      const out = [];
      for (const row of rows) {
        const conversation = await findConversation(app.db, row.conversation_id);
        if (conversation) out.push({ id: row.id, data: presentMessage(row, conversation, user.id) });
      }
      return out;
    },
    latest: async (user) => {
      const scope = conversationScope(user);
      return scope ? latestMessageId(app.db, scope) : 0;
    },
  });
});
