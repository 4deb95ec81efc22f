// Interviews (docs/product.md section C19): limits, statuses and messages, without zod (the applications list and
// the organisation's pipeline show an interview's status on their first screen). The schemas are in interviews.ts.
import { fieldTooLong } from './messages.ts';

export const INTERVIEW_LIMITS = {
  slotsMin: 1,
  slotsMax: 5,
  /** An interview longer than this is a mistake in the form, not a meeting. */
  slotMaxMinutes: 8 * 60,
  slotMinMinutes: 5,
  /** How far ahead times may be proposed. */
  aheadDaysMax: 366,
  locationMax: 300,
  videoUrlMax: 500,
  noteMax: 2_000,
  reasonMax: 500,
} as const;

export const INTERVIEW_STATUSES = ['proposed', 'booked', 'times_requested', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

export const INTERVIEW_STATUS_LABELS: Record<InterviewStatus, string> = {
  proposed: 'Times proposed',
  booked: 'Booked',
  times_requested: 'Other times asked for',
  cancelled: 'Cancelled',
};

export const INTERVIEW_MESSAGES = {
  slotsRequired: 'Propose at least one time.',
  tooManySlots: `Propose at most ${INTERVIEW_LIMITS.slotsMax} times.`,
  dateTime: 'Enter a date and time with its offset, such as 2026-12-01T14:00:00+00:00.',
  slotInPast: (n: number) => `Time ${n} is in the past.`,
  slotEndsFirst: (n: number) => `Time ${n} ends before it starts.`,
  slotTooShort: (n: number) => `Time ${n} must last at least ${INTERVIEW_LIMITS.slotMinMinutes} minutes.`,
  slotTooLong: (n: number) => `Time ${n} must last at most ${INTERVIEW_LIMITS.slotMaxMinutes / 60} hours.`,
  slotTooFar: (n: number) => `Time ${n} is more than a year ahead.`,
  slotsOverlap: (a: number, b: number) => `Times ${a} and ${b} overlap.`,
  placeRequired: 'Give a place or a video link.',
  videoUrl: 'Enter a valid URL.',
  locationTooLong: fieldTooLong(INTERVIEW_LIMITS.locationMax),
  videoUrlTooLong: fieldTooLong(INTERVIEW_LIMITS.videoUrlMax),
  noteTooLong: fieldTooLong(INTERVIEW_LIMITS.noteMax),
  reasonRequired: 'Give a reason.',
  reasonTooLong: fieldTooLong(INTERVIEW_LIMITS.reasonMax),
  slotRequired: 'Choose one of the times offered.',
  slotNotOffered: 'This time is not one of those offered.',
  slotPassed: 'This time has passed; ask for other times.',
  interviewCancelled: 'This interview has been cancelled.',
  alreadyBooked: 'This interview is already booked.',
  applicationNotOpen: 'This application is no longer open.',
  alreadyArranged: 'This applicant already has an interview arranged: reschedule or cancel it first.',
  onlyOrganisationProposes: 'Only the organisation proposes times; give a reason to ask for other times.',
  slotsRequiredToReschedule: 'Propose the new times.',
} as const;
