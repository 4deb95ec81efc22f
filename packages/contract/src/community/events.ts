// Events: the organisations' form and /api/events/ (docs/product.md sections 3 and 7).
import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { timestamp } from './dates.ts';
import { capacity, flag, requiredText, text } from './fields.ts';
import { COMMUNITY_LIMITS, COMMUNITY_MESSAGES } from './messages.ts';
import { TagSummary, tagRefs } from './tags.ts';

const EventFields = z.object({
  title: requiredText(LIMITS.shortTextMax),
  start_date: timestamp,
  end_date: timestamp,
  description: text(LIMITS.longTextMax, { multiline: true }).optional(),
  event_type: text(COMMUNITY_LIMITS.typeMax).optional(),
  is_online: flag.optional(),
  location: text(LIMITS.shortTextMax).optional(),
  city: text(LIMITS.placeMax).optional(),
  country: text(LIMITS.placeMax).optional(),
  capacity: capacity.optional(),
  is_active: flag.optional(),
  registration_open: flag.optional(),
  tags: tagRefs.optional(),
});

/** Start on or before end (both are UTC texts of one length, so they compare as text). */
export const eventDatesInOrder = (start: string | undefined, end: string | undefined): boolean => !start || !end || start <= end;

/** A new event, or PUT: title, start_date and end_date are required; end on or after start. */
export const EventInput = EventFields.superRefine((event, context) => {
  if (!eventDatesInOrder(event.start_date, event.end_date)) {
    context.addIssue({ code: 'custom', path: ['end_date'], message: COMMUNITY_MESSAGES.endBeforeStart });
  }
});
export type EventInput = z.input<typeof EventInput>;
/** PATCH: any of the fields; the server checks the dates against the stored ones. */
export const EventPatchInput = EventFields.partial();
export type EventPatchInput = z.input<typeof EventPatchInput>;

export const EventAnswer = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  event_type: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  is_online: z.boolean(),
  location: z.string(),
  city: z.string(),
  country: z.string(),
  capacity: z.number().nullable(),
  participants_count: z.number(),
  is_active: z.boolean(),
  registration_open: z.boolean(),
  is_full: z.boolean(),
  /** Places not yet taken; null when the event has no capacity (docs/product.md section C21). */
  places_left: z.number().nullable(),
  /** Whether the signed-in person is registered; false for visitors. */
  registered: z.boolean(),
  tags: z.array(TagSummary),
  company: z.number().nullable(),
  company_name: z.string().nullable(),
});
export type EventAnswer = z.infer<typeof EventAnswer>;
