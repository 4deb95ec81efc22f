import { BLOCK_MESSAGES, conversationClosedMessage } from '@tandem/contract';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/schema.ts';
import { publish } from '../../bus/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import { nowIso } from '../../lib/time.ts';
import { isBlocked } from '../block-list/index.ts';
import type { Notifier } from '../notifications/index.ts';
import { markReplied } from '../replies/index.ts';
import { sideOf, type Side } from './policy.ts';
import { closedReason, subjectTitle } from './presenter.ts';
import { findConversation, insertMessage, participantsOf, type ConversationRow } from './repository.ts';

/** A notification quotes the start of a message, on one line. */
const SNIPPET = 140;

/** Stores a message and pushes it live to everyone on both sides (on any instance). */
export async function postMessage(db: Db, values: { conversationId: number; senderId: number; side: Side; body: string }) {
  const id = await insertMessage(db, values);
  const conversation = await db.selectFrom('conversations').select(['candidate_id', 'company_id']).where('id', '=', values.conversationId).executeTakeFirstOrThrow();
  const parties = await participantsOf(db, conversation);
  for (const userId of [...parties.candidate, ...parties.company]) await publish(db, { t: 'live', userId, event: 'message', id });
  return { id, parties };
}

/** Whether the conversation's candidate has blocked its company. */
const blockedIn = (db: Db, conversation: ConversationRow) => conversation.candidate_id !== null && isBlocked(db, conversation.candidate_id, conversation.company_id);

/**
 * The conversation and the caller's side in it; an outsider gets a 404, and so does a candidate who blocked the
 * company (hidden until they unblock it).
 */
export async function loadConversationFor(db: Db, user: User, id: number): Promise<{ conversation: ConversationRow; side: Side }> {
  const conversation = await findConversation(db, id);
  const side = conversation ? sideOf(user, conversation) : undefined;
  if (!conversation || !side || (side === 'candidate' && (await blockedIn(db, conversation)))) throw notFound();
  return { conversation, side };
}

/**
 * Sends a message: stored, pushed live to everyone on both sides (their open conversations update on any
 * instance), and a `message` notification (with the e-mail their preferences ask for) to the other side.
 */
export async function sendMessage(db: Db, notifier: Notifier, sender: User, conversation: ConversationRow, side: Side, body: string): Promise<number> {
  const closed = closedReason(conversation);
  if (closed) throw badRequest({ non_field_errors: [conversationClosedMessage(closed)] });
  // The candidate blocked the company: a 403 that says no more (docs/decisions.md, 'Blocking an organisation').
  if (side === 'company' && (await blockedIn(db, conversation))) throw forbidden(BLOCK_MESSAGES.cannotMessage);
  const { id, parties } = await postMessage(db, { conversationId: conversation.id, senderId: sender.id, side, body });
  // The organisation's message answers the candidate's application (docs/product.md section C12).
  // (About a volunteer role, the interest's sweep sees the organisation's message in the conversation itself.)
  if (side === 'company' && conversation.candidate_id !== null && conversation.job_id !== null) await markReplied(db, { jobId: conversation.job_id, candidateId: conversation.candidate_id }, nowIso());
  const others = side === 'candidate' ? parties.company : parties.candidate;
  const snippet = body.replace(/\s+/g, ' ').slice(0, SNIPPET);
  await notifier.notify(db, others, {
    kind: 'message',
    // The organisation speaks as its company, as the conversation names it; a candidate speaks as themselves.
    title: `${side === 'company' ? conversation.company_name : sender.name} about ${subjectTitle(conversation)}`,
    body: snippet.length < body.length ? `${snippet}…` : snippet,
    link: side === 'candidate' ? `/chats/${conversation.id}` : `/messages/${conversation.id}`,
    // Read live in the open conversation, it is not e-mailed as well.
    unlessReadMessageId: id,
  });
  return id;
}
