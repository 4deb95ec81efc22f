import { z } from 'zod';
import { INTERVIEW_LIMITS, INTERVIEW_MESSAGES, INTERVIEW_STATUSES } from './interview-words.ts';
import { isHttpUrl } from './shared-fields.ts';

// Interviews (docs/product.md section C19): an organisation proposes 1 to 5 times, the candidate books one. Times travel as
// ISO 8601 with an offset and are stored and answered in UTC; each screen shows them in its viewer's time zone. The
// schemas and the slots' rules; limits, statuses and messages are in interview-words.ts.

const dateTime = z.iso.datetime({ offset: true, error: INTERVIEW_MESSAGES.dateTime });
export const InterviewSlotInput = z.strictObject({ start: dateTime, end: dateTime });
export type InterviewSlotInput = z.infer<typeof InterviewSlotInput>;

const MINUTE = 60_000;

/**
 * The proposed times' rules, each refusal naming the time by its place in the list (1-based): in the future, ending
 * after it starts, of a sensible length, within a year, and no two overlapping. `now` is a parameter so that forms and
 * the server read the same rule.
 */
export function slotProblems(slots: readonly InterviewSlotInput[], now: number = Date.now()): string[] {
  const problems: string[] = [];
  const spans = slots.map((slot) => ({ start: Date.parse(slot.start), end: Date.parse(slot.end) }));
  spans.forEach(({ start, end }, i) => {
    const n = i + 1;
    if (start <= now) problems.push(INTERVIEW_MESSAGES.slotInPast(n));
    else if (start > now + INTERVIEW_LIMITS.aheadDaysMax * 86_400_000) problems.push(INTERVIEW_MESSAGES.slotTooFar(n));
    if (end <= start) problems.push(INTERVIEW_MESSAGES.slotEndsFirst(n));
    else if (end - start < INTERVIEW_LIMITS.slotMinMinutes * MINUTE) problems.push(INTERVIEW_MESSAGES.slotTooShort(n));
    else if (end - start > INTERVIEW_LIMITS.slotMaxMinutes * MINUTE) problems.push(INTERVIEW_MESSAGES.slotTooLong(n));
  });
  for (let a = 0; a < spans.length; a++) {
    for (let b = a + 1; b < spans.length; b++) {
      const [x, y] = [spans[a], spans[b]];
      if (x && y && x.end > x.start && y.end > y.start && x.start < y.end && y.start < x.end) problems.push(INTERVIEW_MESSAGES.slotsOverlap(a + 1, b + 1));
    }
  }
  return problems;
}

const slotList = z
  .array(InterviewSlotInput, { error: INTERVIEW_MESSAGES.slotsRequired })
  .min(INTERVIEW_LIMITS.slotsMin, INTERVIEW_MESSAGES.slotsRequired)
  .max(INTERVIEW_LIMITS.slotsMax, INTERVIEW_MESSAGES.tooManySlots)
  .superRefine((slots, ctx) => {
    // Zod runs this even when a time was refused above: only well-formed times are compared.
    if (!slots.every((slot) => InterviewSlotInput.safeParse(slot).success)) return;
    for (const message of slotProblems(slots)) ctx.addIssue({ code: 'custom', message });
  });

const optionalText = (max: number, message: string) => z.string().trim().max(max, message).optional();

const place = {
  location: optionalText(INTERVIEW_LIMITS.locationMax, INTERVIEW_MESSAGES.locationTooLong),
  video_url: z
    .string()
    .trim()
    .max(INTERVIEW_LIMITS.videoUrlMax, INTERVIEW_MESSAGES.videoUrlTooLong)
    .refine((value) => value === '' || isHttpUrl(value), INTERVIEW_MESSAGES.videoUrl)
    .optional(),
};

/** POST /api/job-applications/{id}/interviews/: the times, a place or a video link (or both), and a note. */
export const InterviewProposalInput = z
  .strictObject({
    slots: slotList,
    ...place,
    note: optionalText(INTERVIEW_LIMITS.noteMax, INTERVIEW_MESSAGES.noteTooLong),
  })
  .superRefine((value, ctx) => {
    if (!value.location && !value.video_url) ctx.addIssue({ code: 'custom', path: ['location'], message: INTERVIEW_MESSAGES.placeRequired });
  });
export type InterviewProposalInput = z.infer<typeof InterviewProposalInput>;

/** POST /api/interviews/{id}/book/: one of the offered times, by its id. */
export const InterviewBookInput = z.strictObject({
  slot: z.number({ error: INTERVIEW_MESSAGES.slotRequired }).int(INTERVIEW_MESSAGES.slotRequired).positive(INTERVIEW_MESSAGES.slotRequired),
});
export type InterviewBookInput = z.infer<typeof InterviewBookInput>;

const reason = z
  .string({ error: INTERVIEW_MESSAGES.reasonRequired })
  .trim()
  .min(1, INTERVIEW_MESSAGES.reasonRequired)
  .max(INTERVIEW_LIMITS.reasonMax, INTERVIEW_MESSAGES.reasonTooLong);

/** POST /api/interviews/{id}/cancel/. */
export const InterviewCancelInput = z.strictObject({ reason });
export type InterviewCancelInput = z.infer<typeof InterviewCancelInput>;

/**
 * POST /api/interviews/{id}/reschedule/: the organisation proposes new times (the booking, if any, is released); the
 * candidate gives only a reason, which asks the organisation for other times.
 */
export const InterviewRescheduleInput = z.strictObject({ reason, slots: slotList.optional() });
export type InterviewRescheduleInput = z.infer<typeof InterviewRescheduleInput>;

export const InterviewSlotAnswer = z.object({ id: z.number().int(), start: z.string(), end: z.string() });
export type InterviewSlotAnswer = z.infer<typeof InterviewSlotAnswer>;

export const InterviewAnswer = z.object({
  id: z.number().int(),
  application: z.number().int(),
  job: z.object({ id: z.number().int(), title: z.string() }),
  company: z.object({ id: z.number().int(), name: z.string() }),
  candidate: z.object({ id: z.number().int(), name: z.string() }),
  status: z.enum(INTERVIEW_STATUSES),
  /** The times on offer now (UTC), earliest first. */
  slots: z.array(InterviewSlotAnswer),
  /** The booked time, while booked. */
  booked_slot: InterviewSlotAnswer.nullable(),
  location: z.string(),
  video_url: z.string(),
  note: z.string(),
  /** Why it was cancelled, or why other times were asked for (the latest). */
  reason: z.string(),
  /** Rises with every change of a booked interview, as the calendar invitation's SEQUENCE does. */
  sequence: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type InterviewAnswer = z.infer<typeof InterviewAnswer>;
