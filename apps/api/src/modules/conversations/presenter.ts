import { DELETED_USER_NAME, type ConversationAnswer, type MessageAnswer } from '@tandem/contract';
import type { Side } from './policy.ts';
import type { ConversationRow, MessageRow } from './repository.ts';

/** A message as the viewer on `side` sees it: read once the other side's read mark has passed it. */
export function presentMessage(row: MessageRow, conversation: Pick<ConversationRow, 'candidate_read_id' | 'candidate_read_at' | 'company_read_id' | 'company_read_at'>, viewerId: number): MessageAnswer {
  const readByOther =
    row.sender_side === 'candidate'
      ? conversation.company_read_id >= row.id
        ? conversation.company_read_at
        : null
      : conversation.candidate_read_id >= row.id
        ? conversation.candidate_read_at
        : null;
  return {
    id: row.id,
    conversation: row.conversation_id,
    body: row.body,
    created_at: row.created_at,
    sender: { id: row.sender_id, name: row.sender_id === null ? DELETED_USER_NAME : (row.sender_name ?? DELETED_USER_NAME) },
    mine: row.sender_id !== null && row.sender_id === viewerId,
    read_at: readByOther,
  };
}

/** Withdrawn, declined, or the candidate's account deleted: the history stays, and nobody writes more. */
export const isOpen = (row: ConversationRow): boolean =>
  row.candidate_id !== null && row.application_withdrawn_at === null && row.application_status !== 'rejected';

export function presentConversation(row: ConversationRow, side: Side, viewerId: number, last: MessageRow | undefined, unread: number): ConversationAnswer {
  return {
    id: row.id,
    job: { id: row.job_id, title: row.job_title },
    other_party: { name: side === 'candidate' ? row.company_name : (row.candidate_name ?? DELETED_USER_NAME) },
    company: row.company_id,
    last_message: last ? presentMessage(last, row, viewerId) : null,
    unread_count: unread,
    open: isOpen(row),
    application: row.application_id,
  };
}
