// Volunteering that reaches people (docs/product.md section C21): interest with a note, shifts, hours, event places.
// The schemas; the limits and words are in volunteering-words.ts.
import { z } from 'zod';
import { communityRecordId, text } from './fields.ts';
import { timestamp } from './dates.ts';
import { VOLUNTEER_INTEREST_STATUSES, VOLUNTEERING_LIMITS, VOLUNTEERING_MESSAGES } from './volunteering-words.ts';

/** Apply Now: a short note and the consent to share name and e-mail (required: without it nothing reaches anyone). */
export const VolunteerInterestInput = z.object({
  note: text(VOLUNTEERING_LIMITS.noteMax, { multiline: true }).refine((value) => value.trim().length > 0, VOLUNTEERING_MESSAGES.noteRequired),
  share_contact: z.literal(true, { error: VOLUNTEERING_MESSAGES.consentRequired }),
});
export type VolunteerInterestInput = z.input<typeof VolunteerInterestInput>;

export const VolunteerDeclineInput = z.object({ reason: text(VOLUNTEERING_LIMITS.reasonMax, { multiline: true }).optional() }).optional();
export type VolunteerDeclineInput = z.input<typeof VolunteerDeclineInput>;


/** One interested person as the organisation sees them. */
export const VolunteerInterestAnswer = z.object({
  user: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  /** Whether they uploaded a résumé, which the organisation may download (/common/resume/{user.id}/file/). */
  has_resume: z.boolean(),
  note: z.string(),
  match_score: z.number().nullable(),
  status: z.enum(VOLUNTEER_INTEREST_STATUSES),
  decline_reason: z.string().nullable(),
  reply_due_at: z.string().nullable(),
  created_at: z.string(),
  /** The conversation Apply Now opened with them (null for a role without an organisation). */
  conversation: z.number().nullable(),
});
export type VolunteerInterestAnswer = z.infer<typeof VolunteerInterestAnswer>;

/** One of the candidate's own interests, as /applications lists it beside their applications. */
export const MyVolunteerInterest = z.object({
  opportunity: z.object({ id: z.number(), title: z.string(), company: z.number().nullable(), company_name: z.string().nullable() }),
  note: z.string(),
  status: z.enum(VOLUNTEER_INTEREST_STATUSES),
  decline_reason: z.string().nullable(),
  reply_due_at: z.string().nullable(),
  created_at: z.string(),
  /** The conversation with the organisation (/chats/{id}); null for a role without an organisation. */
  conversation: z.number().nullable(),
});
export type MyVolunteerInterest = z.infer<typeof MyVolunteerInterest>;

const shiftCapacity = z
  .number({ error: VOLUNTEERING_MESSAGES.shiftCapacity })
  .int(VOLUNTEERING_MESSAGES.shiftCapacity)
  .min(1, VOLUNTEERING_MESSAGES.shiftCapacity)
  .max(VOLUNTEERING_LIMITS.shiftCapacityMax, VOLUNTEERING_MESSAGES.shiftCapacity);

export const ShiftInput = z
  .object({ start: timestamp, end: timestamp, capacity: shiftCapacity })
  .superRefine((value, context) => {
    const length = Date.parse(value.end) - Date.parse(value.start);
    if (length <= 0) context.addIssue({ code: 'custom', path: ['end'], message: VOLUNTEERING_MESSAGES.shiftEndBeforeStart });
    else if (length > VOLUNTEERING_LIMITS.hoursMax * 3_600_000) context.addIssue({ code: 'custom', path: ['end'], message: VOLUNTEERING_MESSAGES.shiftTooLong });
  });
export type ShiftInput = z.input<typeof ShiftInput>;

export const ShiftAnswer = z.object({
  id: z.number(),
  opportunity: z.number(),
  start: z.string(),
  end: z.string(),
  capacity: z.number(),
  places_left: z.number(),
  /** Whether the signed-in person holds a place on it. */
  signed_up: z.boolean(),
});
export type ShiftAnswer = z.infer<typeof ShiftAnswer>;

export const ShiftList = z.object({ results: z.array(ShiftAnswer) });
export type ShiftList = z.infer<typeof ShiftList>;

/** Hours a volunteer gave on one shift, in quarters of an hour. */
export const ShiftHoursInput = z.object({
  user: communityRecordId,
  hours: z
    .number({ error: VOLUNTEERING_MESSAGES.hoursRange })
    .gt(0, VOLUNTEERING_MESSAGES.hoursRange)
    .max(VOLUNTEERING_LIMITS.hoursMax, VOLUNTEERING_MESSAGES.hoursRange)
    .refine((value) => Number.isInteger(value * 4), VOLUNTEERING_MESSAGES.hoursRange),
});
export type ShiftHoursInput = z.input<typeof ShiftHoursInput>;

/** Who signed up to a shift, for its organisation, with the hours confirmed so far. */
export const ShiftVolunteer = z.object({ user: z.object({ id: z.number(), name: z.string() }), hours: z.number().nullable() });
export const ShiftVolunteerList = z.object({ results: z.array(ShiftVolunteer) });
export type ShiftVolunteer = z.infer<typeof ShiftVolunteer>;

/** Hours given, per organisation (profile, GET /api/users/{id}/, the data export). */
export const VolunteerHours = z.object({ company: z.number().nullable(), company_name: z.string(), hours: z.number() });
export type VolunteerHours = z.infer<typeof VolunteerHours>;
