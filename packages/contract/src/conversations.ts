import { z } from 'zod';
import { fieldTooLong } from './messages.ts';
import { databaseId } from './shared-fields.ts';

/** A message is plain text of 1 to 5,000 characters (docs/product.md section C11); shown as text, never as HTML. */
export const MESSAGE_MAX = 5_000;

export const CONVERSATION_MESSAGES = {
  messageRequired: 'Write a message before sending.',
  messageTooLong: fieldTooLong(MESSAGE_MAX),
  conversationClosed: 'This conversation is closed: the application was withdrawn or declined.',
  invitationDeclined: 'This conversation is closed: the invitation was declined.',
  accountDeleted: "This conversation is closed: the candidate's account was deleted.",
  interestEnded: 'This conversation is closed: the offer to volunteer was withdrawn or declined.',
} as const;

/**
 * Why a conversation is closed for writing: the application ended, the invitation was declined, the account went,
 * or (about a volunteer role) the interest was withdrawn or declined.
 */
export const CONVERSATION_CLOSED_REASONS = ['application_ended', 'invitation_declined', 'account_deleted', 'interest_ended'] as const;
export type ConversationClosedReason = (typeof CONVERSATION_CLOSED_REASONS)[number];

/** The sentence that says a conversation is closed, and why. */
export const conversationClosedMessage = (reason: ConversationClosedReason): string =>
  reason === 'invitation_declined'
    ? CONVERSATION_MESSAGES.invitationDeclined
    : reason === 'account_deleted'
      ? CONVERSATION_MESSAGES.accountDeleted
      : reason === 'interest_ended'
        ? CONVERSATION_MESSAGES.interestEnded
        : CONVERSATION_MESSAGES.conversationClosed;

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

export const DELETED_USER_NAME = 'Deleted user';

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const INVITATION_MESSAGE_MAX = 2_000;
export const DECLINE_REASON_MAX = 500;

export const INVITATION_MESSAGES = {
  candidateRequired: 'Choose a candidate to invite.',
  alreadyInvited: 'This candidate has already been invited to this job.',
  alreadyApplied: 'This candidate has already applied to this job.',
  notRanked: 'This candidate is not among the matches for this job.',
  jobNotActive: 'Only an active job can take invitations.',
  alreadyAnswered: 'This invitation has already been answered.',
  messageTooLong: fieldTooLong(INVITATION_MESSAGE_MAX),
  reasonTooLong: fieldTooLong(DECLINE_REASON_MAX),
} as const;

/** Only a candidate whose match score is above this can be invited (a weaker match is not offered, and refused). */
export const INVITE_ABOVE_SCORE = 20;

/** Scores from which the prefilled message may call the profile a strong match (the 'Good fit' band and up). */
const STRONG_MATCH_FROM = 70;

/** The message an invitation starts with, which the organisation can edit; it claims a strong match only for one. */
export const defaultInvitationMessage = (jobTitle: string, companyName: string, score?: number) =>
  score === undefined || score >= STRONG_MATCH_FROM
    ? `Hello! Your profile is a strong match for our ${jobTitle} role at ${companyName}. We would love you to apply.`
    : `Hello! We think you could bring something to our ${jobTitle} role at ${companyName}, and we would love you to apply.`;

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
