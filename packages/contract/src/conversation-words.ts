// Conversations and invitations (docs/product.md section C11): limits and words, without zod. The conversation
// screens and the candidate list show them on their first screens; the schemas are in conversations.ts.
import { fieldTooLong } from './messages.ts';

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
