// Replies guaranteed (docs/product.md section C12): the words both sides read about an application's reply deadline,
// and the short, kind notes an organisation may choose when it says no.

/** Ids of the rejection notes, as the API takes them (`rejection_note` on PATCH /api/job-applications/{id}/). */
export const REJECTION_NOTE_IDS = ['other_candidates', 'experience', 'position_filled', 'keep_in_touch'] as const;
export type RejectionNoteId = (typeof REJECTION_NOTE_IDS)[number];

/** What the organisation picks from (label) and what the candidate then reads (text). */
export const REJECTION_NOTES: Record<RejectionNoteId, { label: string; text: string }> = {
  other_candidates: {
    label: 'Other candidates were a closer fit',
    text: 'Thank you for applying. We had many strong applications and have chosen candidates whose experience fits this role more closely. We wish you every success.',
  },
  experience: {
    label: 'Looking for more experience',
    text: 'Thank you for your interest. For this role we need more experience in some of the skills listed, so we will not take your application further. Please apply again as you grow.',
  },
  position_filled: {
    label: 'The position has been filled',
    text: 'Thank you for applying. The position has now been filled, so we cannot take your application further. We appreciate the time you gave it.',
  },
  keep_in_touch: {
    label: 'Not now, but keep in touch',
    text: 'Thank you for applying. We will not go ahead this time, but we liked your profile and would be glad to hear from you for future roles.',
  },
};

const DAY_MS = 86_400_000;

/** Whole days left before a deadline, rounded up (0 once it has passed). */
export function daysLeft(dueAt: string, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((Date.parse(dueAt) - now.getTime()) / DAY_MS));
}

/** A date as both sides read it: 8 December 2026 (UTC, so the server's notices and the screens agree). */
export const replyDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export const REPLY_MESSAGES = {
  /** The candidate's view of an application still waiting. */
  replyBy: (dueAt: string) => `Reply expected by ${replyDate(dueAt)}`,
  /** The candidate's view once the deadline passed unanswered. */
  noReplyBy: (dueAt: string) => `No reply by ${replyDate(dueAt)}`,
  /** The organisation's count of days left. */
  daysLeft: (days: number) => (days === 0 ? 'Due today' : days === 1 ? '1 day left' : `${days} days left`),
  awaitingTitle: 'Awaiting your reply',
  awaitingEmpty: 'No applicant is waiting for a reply.',
  awaitingIntro: 'Applicants are promised an answer by their deadline: move them along, or say no kindly.',
} as const;
