import { DELETED_USER_NAME, type ConversationAnswer, type ConversationClosedReason, type MessageAnswer } from '@tandem/contract';
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

/**
 * Withdrawn, declined, an invitation declined (and no application since: 'no cold messages'), or the candidate's
 * account deleted: the history stays, and nobody writes more. Null while open.
 */
export function closedReason(row: ConversationRow): ConversationClosedReason | null {
  if (row.candidate_id === null) return 'account_deleted';
  // About a volunteer role: open while the interest stands (pending, accepted, or lapsed and still answerable).
  if (row.opportunity_id !== null) return row.interest_status === null || row.interest_status === 'declined' ? 'interest_ended' : null;
  if (row.application_withdrawn_at !== null || row.application_status === 'rejected') return 'application_ended';
  if (row.application_id === null && row.invitation_status === 'declined') return 'invitation_declined';
  return null;
}

export const isOpen = (row: ConversationRow): boolean => closedReason(row) === null;

/** What the conversation is about, as its title: the job's, or the volunteer role's. */
export const subjectTitle = (row: Pick<ConversationRow, 'job_title' | 'opportunity_title'>): string => row.job_title ?? row.opportunity_title ?? '';

export function presentConversation(row: ConversationRow, side: Side, viewerId: number, last: MessageRow | undefined, unread: number): ConversationAnswer {
  return {
    id: row.id,
    job: row.job_id === null ? null : { id: row.job_id, title: row.job_title ?? '' },
    volunteer_role: row.opportunity_id === null ? null : { id: row.opportunity_id, title: row.opportunity_title ?? '' },
    other_party: { name: side === 'candidate' ? row.company_name : (row.candidate_name ?? DELETED_USER_NAME) },
    company: row.company_id,
    last_message: last ? presentMessage(last, row, viewerId) : null,
    unread_count: unread,
    open: isOpen(row),
    closed_reason: closedReason(row),
    application: row.application_id,
  };
}
