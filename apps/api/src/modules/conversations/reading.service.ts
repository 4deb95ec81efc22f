import type { Db } from '../../db/database.ts';
import type { User } from '../../db/schema.ts';
import { forbidden } from '../../lib/http-errors.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import { markReadByLink } from '../notifications/index.ts';
import { conversationScope } from './policy.ts';
import { presentConversation, presentMessage } from './presenter.ts';
import { findConversation, findMessage, lastMessages, listConversations, listMessages, markConversationRead, unreadCounts } from './repository.ts';
import { loadConversationFor } from './service.ts';

// What a side reads of its conversations, and marking them read (docs/product.md section C11): only the two sides
// ever see one (loadConversationFor and conversationScope); sending is service.ts's.

/** A page of the user's conversations (a candidate's, or their company's), newest activity first. */
export async function conversationsOf(db: Db, user: User, window: PageWindow) {
  const scope = conversationScope(user);
  if (!scope) throw forbidden();
  const { count, rows } = await listConversations(db, scope, window);
  const ids = rows.map((row) => row.id);
  const [last, unread] = await Promise.all([lastMessages(db, ids), unreadCounts(db, ids, scope.side)]);
  const lastOf = new Map(last.map((message) => [message.conversation_id, message]));
  return { count, results: rows.map((row) => presentConversation(row, scope.side, user.id, lastOf.get(row.id), unread.get(row.id) ?? 0)) };
}

export async function conversationOf(db: Db, user: User, id: number) {
  const { conversation, side } = await loadConversationFor(db, user, id);
  const [[last], unread] = await Promise.all([lastMessages(db, [conversation.id]), unreadCounts(db, [conversation.id], side)]);
  return presentConversation(conversation, side, user.id, last, unread.get(conversation.id) ?? 0);
}

/** A page of one conversation's messages, oldest first. */
export async function messagesOf(db: Db, user: User, id: number, window: PageWindow) {
  const { conversation } = await loadConversationFor(db, user, id);
  const { count, rows } = await listMessages(db, conversation.id, window);
  return { count, results: rows.map((row) => presentMessage(row, conversation, user.id)) };
}

/** A message just sent, as its sender sees it (the conversation read again: sending may have changed it). */
export async function sentMessage(db: Db, user: User, conversationId: number, messageId: number) {
  const [message, conversation] = await Promise.all([findMessage(db, messageId), findConversation(db, conversationId)]);
  if (!message || !conversation) throw new Error('a message just written was not found');
  return presentMessage(message, conversation, user.id);
}

/** Marks every message read on the user's side, and their bell items with them (they lead to this conversation). */
export async function readConversation(db: Db, user: User, id: number): Promise<void> {
  const { conversation, side } = await loadConversationFor(db, user, id);
  await markConversationRead(db, conversation.id, side);
  await markReadByLink(db, user.id, 'message', side === 'candidate' ? `/messages/${conversation.id}` : `/chats/${conversation.id}`);
}
