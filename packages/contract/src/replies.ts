import { once } from './once.ts';

// Replies guaranteed (docs/product.md section C12): the words both sides read about an application's reply deadline,
// and the short, kind notes an organisation may choose when it says no.
// Words and numbers only, without zod: /home and /yourmatches read RECORD_MESSAGES on their first load, and a module
// that builds a schema brings zod (about 23 KB gzip) with it. The record's schema fields are in jobs/reply-record.ts.

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

/** Units to word a time left in: the largest the time reaches, so a short test window reads '20 seconds left', not '1 day left'. */
const LEFT_UNITS = [
  ['day', DAY_MS],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1_000],
] as const;
// Made on first use (once.ts): every screen with a reply record imports this module, few show a time left.
const leftFormats = once(
  () => new Map(LEFT_UNITS.map(([unit]) => [unit, new Intl.NumberFormat('en-GB', { style: 'unit', unit, unitDisplay: 'long' })])),
);

/** The time left before a deadline in words, rounded up in the largest unit it reaches ('2 days', '5 hours', '20 seconds'); undefined once it has passed. */
export function timeLeftWords(dueAt: string, now: Date = new Date()): string | undefined {
  const ms = Date.parse(dueAt) - now.getTime();
  if (!(ms > 0)) return undefined;
  const [unit, size] = LEFT_UNITS.find(([, unitMs]) => ms >= unitMs) ?? LEFT_UNITS[LEFT_UNITS.length - 1]!;
  return leftFormats().get(unit)?.format(Math.ceil(ms / size));
}

// One formatter for every call: toLocaleDateString builds a new one each time, which cost a sweep telling thousands
// of candidates about half its time. Made on first use (once.ts).
const replyDateFormat = once(() => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));
/** A date as both sides read it: 8 December 2026 (UTC, so the server's notices and the screens agree). */
export const replyDate = (iso: string): string => replyDateFormat().format(new Date(iso));

export const REPLY_MESSAGES = {
  /** The candidate's view of an application still waiting. */
  replyBy: (dueAt: string) => `Reply expected by ${replyDate(dueAt)}`,
  /** The candidate's view once the deadline passed unanswered. */
  noReplyBy: (dueAt: string) => `No reply by ${replyDate(dueAt)}`,
  /** The organisation's count of days left. */
  daysLeft: (days: number) => (days === 0 ? 'Due today' : days === 1 ? '1 day left' : `${days} days left`),
  /** The organisation's count of the time left, worded from the real deadline (timeLeftWords). */
  timeLeft: (dueAt: string, now: Date = new Date()) => {
    const words = timeLeftWords(dueAt, now);
    return words === undefined ? 'Due today' : `${words} left`;
  },
  awaitingTitle: 'Awaiting your reply',
  awaitingEmpty: 'No applicant is waiting for a reply.',
  awaitingIntro: 'Applicants are promised an answer by their deadline: move them along, or say no kindly.',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// The organisation's record (docs/product.md section C12): how it answers its applicants, as candidates read it.

export const RESPONSE_RECORD = {
  /** Applications older than this leave the record. */
  windowDays: 180,
  /** Under this many counted applications the record is not shown (null). */
  minApplications: 5,
} as const;

/** A share from 0 to 1 as a whole percentage. */
export const responsePercent = (rate: number): number => Math.round(rate * 100);

/** A median in days as "within N days", rounded up (a day at least). */
const withinDays = (days: number): string => {
  const whole = Math.max(1, Math.ceil(days - 1e-9));
  return whole === 1 ? 'within a day' : `within ${whole} days`;
};

export const RECORD_MESSAGES = {
  /** The line on a job card, the job's details and the company. */
  line: (rate: number, medianDays: number | null) =>
    medianDays === null ? `Replies to ${responsePercent(rate)}% of applicants` : `Replies to ${responsePercent(rate)}% of applicants, usually ${withinDays(medianDays)}`,
  /** Where a record would be shown and there are too few applications (the job's details and the company). */
  tooFew: 'New to Tandem: not enough applications yet to show a reply record.',
  /** How it is counted, in a help text beside the line. */
  help:
    `Counted over the applications of the last ${RESPONSE_RECORD.windowDays} days whose reply is due or given: the share the organisation ` +
    'answered by the reply deadline (a move of the application or a message), and the middle time from applying to that first answer. ' +
    `Shown once there are ${RESPONSE_RECORD.minApplications} such applications.`,
  title: 'Reply record',
  /** The sort on /yourmatches (ordering=-response_rate). */
  sortLabel: 'Most responsive',
} as const;
