// Conversations and invitations (docs/product.md section C11): what a message, an invitation and a decline take and
// answer. The limits and words are in conversation-words.ts.
import { z } from 'zod';
import {
  CONVERSATION_CLOSED_REASONS,
  CONVERSATION_MESSAGES,
  DECLINE_REASON_MAX,
  INVITATION_MESSAGE_MAX,
  INVITATION_MESSAGES,
  INVITATION_STATUSES,
  MESSAGE_MAX,
} from './conversation-words.ts';
import { databaseId } from './shared-fields.ts';

export const MessageInput = z.strictObject({
  body: z
    .string({ error: CONVERSATION_MESSAGES.messageRequired })
    .trim()
    .min(1, CONVERSATION_MESSAGES.messageRequired)
    .max(MESSAGE_MAX, CONVERSATION_MESSAGES.messageTooLong),
});
export type MessageInput = z.infer<typeof MessageInput>;

export const MessageAnswer = z.object({
  id: z.number().int(),
  body: z.string(),
  created_at: z.string(),
  /** Who wrote it; a deleted account reads 'Deleted user' with id null. */
  sender: z.object({ id: z.number().int().nullable(), name: z.string() }),
  mine: z.boolean(),
  conversation: z.number().int(),
  /** When the other side read it (null until then). */
  read_at: z.string().nullable(),
});
export type MessageAnswer = z.infer<typeof MessageAnswer>;

export const ConversationAnswer = z.object({
  id: z.number().int(),
  /** The job it is about; null when it is about a volunteer role. */
  job: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  /** The volunteer role it is about (docs/product.md section C21): opened by Apply Now; null for a job's. */
  volunteer_role: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  /** The candidate for the organisation; the company for the candidate. */
  other_party: z.object({ name: z.string() }),
  /** The company's id: what a candidate names to block it (docs/product.md section C11). */
  company: z.number().int(),
  last_message: MessageAnswer.nullable(),
  unread_count: z.number().int(),
  /** False once the application was withdrawn or declined, or the invitation declined: the history stays, read-only. */
  open: z.boolean(),
  /** Why it is closed (null while open). */
  closed_reason: z.enum(CONVERSATION_CLOSED_REASONS).nullable(),
  /** The application this conversation is about, when there is one. */
  application: z.number().int().nullable(),
});
export type ConversationAnswer = z.infer<typeof ConversationAnswer>;

export const InvitationInput = z.strictObject({
  candidate: databaseId(INVITATION_MESSAGES.candidateRequired),
  message: z.string().trim().max(INVITATION_MESSAGE_MAX, INVITATION_MESSAGES.messageTooLong).optional(),
});
export type InvitationInput = z.infer<typeof InvitationInput>;

export const DeclineInput = z.strictObject({
  reason: z.string().trim().max(DECLINE_REASON_MAX, INVITATION_MESSAGES.reasonTooLong).optional(),
});
export type DeclineInput = z.infer<typeof DeclineInput>;

export const InvitationAnswer = z.object({
  id: z.number().int(),
  job: z.object({ id: z.number().int(), title: z.string(), city: z.string(), country: z.string(), is_remote: z.boolean() }),
  company: z.object({ id: z.number().int(), name: z.string() }),
  candidate: z.object({ id: z.number().int().nullable(), name: z.string() }),
  message: z.string(),
  status: z.enum(INVITATION_STATUSES),
  decline_reason: z.string().nullable(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
  conversation: z.number().int().nullable(),
  application: z.number().int().nullable(),
});
export type InvitationAnswer = z.infer<typeof InvitationAnswer>;
