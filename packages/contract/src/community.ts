// Schemas, enums, limits and messages of the community area (events, resources, tags, volunteer opportunities,
// geography), shared by its forms and routes. docs/product.md sections 2, 3, 7 and 8; docs/product.md sections C2 and C5.
import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { COMMUNITY_LIMITS, COMMUNITY_MESSAGES } from './community-messages.ts';

export { COMMUNITY_LIMITS, COMMUNITY_MESSAGES } from './community-messages.ts';

// --- Enumerations and the /volunteer page's filter options (docs/product.md section 2) ---

export const TIME_COMMITMENTS = ['one-time', 'weekly', 'monthly', 'flexible'] as const;
export type TimeCommitment = (typeof TIME_COMMITMENTS)[number];
export const TIME_COMMITMENT_LABELS: Record<TimeCommitment, string> = {
  'one-time': 'One-time',
  weekly: 'Weekly',
  monthly: 'Monthly',
  flexible: 'Flexible',
};

export const VOLUNTEER_CATEGORIES = ['Marketing', 'Technology', 'Design', 'Finance', 'Operations'] as const;
export type VolunteerCategory = (typeof VOLUNTEER_CATEGORIES)[number];

/** The selects of /volunteer, in the page's order; the first option of each means "no filter". */
export const VOLUNTEER_FILTER_OPTIONS = {
  location: ['Any', 'Remote', 'London', 'Manchester', 'Birmingham', 'Edinburgh'],
  commitment: ['Any', 'One-time', 'Weekly', 'Monthly', 'Flexible'],
  category: ['All', 'Marketing', 'Technology', 'Design', 'Finance', 'Operations'],
} as const;

// --- Field helpers ---

const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_OR_NEWLINE = /[\u0000-\u001f\u007f]/;

/** Free text, possibly empty; null reads as empty. No NUL or other control characters (PostgreSQL refuses NUL). */
const text = (max: number, { multiline = false } = {}) =>
  z.preprocess(
    (value) => (value === null ? '' : value),
    z
      .string({ error: COMMUNITY_MESSAGES.invalidString })
      .trim()
      .max(max, tooLong(max))
      .refine((value) => !(multiline ? CONTROL : CONTROL_OR_NEWLINE).test(value), COMMUNITY_MESSAGES.invalidText),
  );

/** Text that must be given and not blank. */
const requiredText = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? COMMUNITY_MESSAGES.required : COMMUNITY_MESSAGES.invalidString) })
    .trim()
    .min(1, COMMUNITY_MESSAGES.required)
    .max(max, tooLong(max))
    .refine((value) => !CONTROL_OR_NEWLINE.test(value), COMMUNITY_MESSAGES.invalidText);

/** true/false, or what a form may send for them. */
const flag = z.preprocess((value) => {
  if (value === 'true' || value === 1 || value === '1') return true;
  if (value === 'false' || value === 0 || value === '0') return false;
  return value;
}, z.boolean({ error: COMMUNITY_MESSAGES.invalidBoolean }));

/** A record id in a body: a positive integer that fits the database, or its digits as text. */
export const communityRecordId = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d{1,12}\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: COMMUNITY_MESSAGES.invalidId })
    .int(COMMUNITY_MESSAGES.invalidId)
    .min(1, COMMUNITY_MESSAGES.invalidId)
    .max(COMMUNITY_LIMITS.maxRecordId, COMMUNITY_MESSAGES.invalidId),
);

const isCalendarDate = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** A real calendar date 'YYYY-MM-DD' between 1900 and 2100. */
export function isCommunityDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1900 && year <= 2100 && isCalendarDate(year, month, day);
}

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))$/i;

/**
 * An ISO 8601 timestamp with its zone (Z or ±hh:mm), as the UTC text the API stores and answers
 * ('2025-06-01T17:00:00.000Z'), or null when it is not one. Years 1900 to 2100, so stored texts sort as times.
 */
export function toUtcTimestamp(value: string): string | null {
  const match = TIMESTAMP.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '0', , offsetHours = '0', offsetMinutes = '0'] = match;
  if (!isCalendarDate(Number(year), Number(month), Number(day)) || Number(year) < 1900 || Number(year) > 2100) return null;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  if (Number(offsetHours) > 23 || Number(offsetMinutes) > 59) return null;
  const time = Date.parse(value.trim());
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

const timestamp = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? COMMUNITY_MESSAGES.required : COMMUNITY_MESSAGES.invalidTimestamp) })
  .max(64, COMMUNITY_MESSAGES.invalidTimestamp)
  .transform((value, context) => {
    const utc = toUtcTimestamp(value);
    if (utc === null) {
      context.addIssue({ code: 'custom', message: COMMUNITY_MESSAGES.invalidTimestamp });
      return z.NEVER;
    }
    return utc;
  });

/** A date or nothing: '' and null both mean none. */
const optionalDate = z.preprocess(
  (value) => (value === null ? '' : value),
  z
    .string({ error: COMMUNITY_MESSAGES.invalidDate })
    .trim()
    .refine((value) => value === '' || isCommunityDate(value), COMMUNITY_MESSAGES.invalidDate)
    .transform((value) => (value === '' ? null : value)),
);

export function isHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** An http(s) URL of at most 500 characters, or empty. */
const link = z.preprocess(
  (value) => (value === null ? '' : value),
  z
    .string({ error: COMMUNITY_MESSAGES.invalidUrl })
    .trim()
    .max(LIMITS.urlMax, tooLong(LIMITS.urlMax))
    .refine((value) => value === '' || isHttpUrl(value), COMMUNITY_MESSAGES.invalidUrl),
);

/** A whole number in a range, or its digits as text. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d{1,12}\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

/** Importance of a skill for a job, or a user's level in it: 0 to 10. */
export const skillWeight = (message: string) => wholeNumber(COMMUNITY_LIMITS.importanceMin, COMMUNITY_LIMITS.importanceMax, message);

/** null or '' is unlimited. */
const capacity = z.preprocess(
  (value) => (value === '' ? null : value),
  wholeNumber(1, COMMUNITY_LIMITS.capacityMax, COMMUNITY_MESSAGES.capacity).nullable(),
);

// --- Tags ---

export const tagName = z
  .string({ error: COMMUNITY_MESSAGES.tagNameRequired })
  .trim()
  .min(1, COMMUNITY_MESSAGES.tagNameRequired)
  .max(COMMUNITY_LIMITS.tagNameMax, tooLong(COMMUNITY_LIMITS.tagNameMax))
  .refine((value) => !CONTROL_OR_NEWLINE.test(value), COMMUNITY_MESSAGES.invalidText);

export const tagColor = z
  .string({ error: COMMUNITY_MESSAGES.invalidColor })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, COMMUNITY_MESSAGES.invalidColor)
  .transform((value) => value.toLowerCase());

export const TagInput = z.object({ name: tagName, color: tagColor.optional() });
export type TagInput = z.input<typeof TagInput>;
export const TagPatchInput = TagInput.partial();
export type TagPatchInput = z.input<typeof TagPatchInput>;

/** One tag of an event or a resource: an id (a JSON number), a name (a text: created when new), or {id} / {name}. */
export type TagRef = { id: number } | { name: string };
const tagRef = z.union(
  [
    z.number().int().min(1).max(COMMUNITY_LIMITS.maxRecordId).transform((id): TagRef => ({ id })),
    tagName.transform((name): TagRef => ({ name })),
    z.object({ id: z.number().int().min(1).max(COMMUNITY_LIMITS.maxRecordId) }).transform(({ id }): TagRef => ({ id })),
    z.object({ name: tagName }).transform(({ name }): TagRef => ({ name })),
  ],
  { error: COMMUNITY_MESSAGES.invalidTag },
);

export const tagRefs = z.preprocess(
  (value) => (value === null ? [] : value),
  z
    .array(tagRef, { error: COMMUNITY_MESSAGES.invalidTag })
    .max(COMMUNITY_LIMITS.tagsPerItem, COMMUNITY_MESSAGES.tooManyTags),
);

export const TagAnswer = z.object({ id: z.number(), name: z.string(), color: z.string(), usage_count: z.number() });
export type TagAnswer = z.infer<typeof TagAnswer>;
export const TagSummary = z.object({ id: z.number(), name: z.string(), color: z.string() });
export type TagSummary = z.infer<typeof TagSummary>;

// --- Events ---

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
  tags: z.array(TagSummary),
  company: z.number().nullable(),
  company_name: z.string().nullable(),
});
export type EventAnswer = z.infer<typeof EventAnswer>;

// --- Resources ---

const ResourceFields = z.object({
  title: requiredText(LIMITS.shortTextMax),
  description: text(LIMITS.longTextMax, { multiline: true }).optional(),
  resource_type: text(COMMUNITY_LIMITS.typeMax).optional(),
  author: text(LIMITS.nameMax).optional(),
  /** Today when absent. */
  published_date: optionalDate.optional(),
  url: link.optional(),
  is_free: flag.optional(),
  tags: tagRefs.optional(),
});
export const ResourceInput = ResourceFields;
export type ResourceInput = z.input<typeof ResourceInput>;
export const ResourcePatchInput = ResourceFields.partial();
export type ResourcePatchInput = z.input<typeof ResourcePatchInput>;

export const ResourceAnswer = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  resource_type: z.string(),
  author: z.string(),
  published_date: z.string(),
  url: z.string(),
  is_free: z.boolean(),
  downloads_count: z.number(),
  views_count: z.number(),
  tags: z.array(TagSummary),
  company: z.number().nullable(),
  company_name: z.string().nullable(),
});
export type ResourceAnswer = z.infer<typeof ResourceAnswer>;

export const ResourceCounts = z.object({ id: z.number(), downloads_count: z.number(), views_count: z.number() });
export type ResourceCounts = z.infer<typeof ResourceCounts>;

// --- Volunteer opportunities ---

/** Keywords as a comma-separated text or a list; answered as 'a, b, c': trimmed, no empty items, no repeats. */
export const keywordList = z.preprocess(
  (value) => (value === null ? '' : value),
  z
    .union([z.string(), z.array(z.string())], { error: COMMUNITY_MESSAGES.invalidKeywords })
    .transform((value, context) => {
      if (!Array.isArray(value) && value.length > LIMITS.longTextMax) {
        context.addIssue({ code: 'custom', message: tooLong(LIMITS.longTextMax) });
        return z.NEVER;
      }
      const items = (Array.isArray(value) ? value : [value]).flatMap((item) => item.split(',')).map((item) => item.trim()).filter(Boolean);
      const seen = new Set<string>();
      const unique = items.filter((item) => !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase()));
      if (unique.some((item) => CONTROL_OR_NEWLINE.test(item))) context.addIssue({ code: 'custom', message: COMMUNITY_MESSAGES.invalidText });
      if (unique.some((item) => item.length > COMMUNITY_LIMITS.keywordMax)) context.addIssue({ code: 'custom', message: COMMUNITY_MESSAGES.keywordTooLong });
      if (unique.length > COMMUNITY_LIMITS.keywordsMax) context.addIssue({ code: 'custom', message: COMMUNITY_MESSAGES.tooManyKeywords });
      return unique.join(', ');
    }),
);

/** The stored value for a time commitment given as the value or the page's label, in any case; undefined if neither. */
export function toTimeCommitment(value: string): TimeCommitment | undefined {
  const key = value.trim().toLowerCase();
  return TIME_COMMITMENTS.find((item) => item === key || TIME_COMMITMENT_LABELS[item].toLowerCase() === key);
}

export function toVolunteerCategory(value: string): VolunteerCategory | undefined {
  const key = value.trim().toLowerCase();
  return VOLUNTEER_CATEGORIES.find((item) => item.toLowerCase() === key);
}

const timeCommitment = z.string({ error: COMMUNITY_MESSAGES.invalidTimeCommitment }).transform((value, context) => {
  const found = toTimeCommitment(value);
  if (!found) {
    context.addIssue({ code: 'custom', message: COMMUNITY_MESSAGES.invalidTimeCommitment });
    return z.NEVER;
  }
  return found;
});

const category = z.string({ error: COMMUNITY_MESSAGES.invalidCategory }).transform((value, context) => {
  const found = toVolunteerCategory(value);
  if (!found) {
    context.addIssue({ code: 'custom', message: COMMUNITY_MESSAGES.invalidCategory });
    return z.NEVER;
  }
  return found;
});

const VolunteerOpportunityFields = z.object({
  title: requiredText(LIMITS.shortTextMax),
  category,
  description: text(LIMITS.longTextMax, { multiline: true }).optional(),
  keywords: keywordList.optional(),
  city: text(LIMITS.placeMax).optional(),
  country: text(LIMITS.placeMax).optional(),
  is_remote: flag.optional(),
  /** flexible when absent. */
  time_commitment: timeCommitment.optional(),
  start_date: optionalDate.optional(),
  is_active: flag.optional(),
});
/** A new opportunity, or PUT: title and category are required. */
export const VolunteerOpportunityInput = VolunteerOpportunityFields;
export type VolunteerOpportunityInput = z.input<typeof VolunteerOpportunityInput>;
export const VolunteerOpportunityPatchInput = VolunteerOpportunityFields.partial();
export type VolunteerOpportunityPatchInput = z.input<typeof VolunteerOpportunityPatchInput>;

export const VolunteerOpportunityAnswer = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  city: z.string(),
  country: z.string(),
  is_remote: z.boolean(),
  time_commitment: z.string(),
  category: z.string(),
  start_date: z.string().nullable(),
  is_active: z.boolean(),
  company: z.number().nullable(),
  company_name: z.string().nullable(),
  /** Whether the signed-in candidate has said they are interested (Apply Now); false for everybody else. */
  interested: z.boolean(),
  /** How many candidates are interested: for the owning organisation only, null for everybody else. */
  interest_count: z.number().nullable(),
  /** How well it fits the signed-in candidate, 0 to 100 (the matching engine); null for everybody else. */
  match_score: z.number().nullable(),
});
export type VolunteerOpportunityAnswer = z.infer<typeof VolunteerOpportunityAnswer>;

const searchText = z
  .string({ error: COMMUNITY_MESSAGES.invalidString })
  .max(COMMUNITY_LIMITS.searchMax, tooLong(COMMUNITY_LIMITS.searchMax))
  .refine((value) => !CONTROL_OR_NEWLINE.test(value), COMMUNITY_MESSAGES.invalidText)
  .transform((value) => value.trim());

/** Search text in a query string: at most 200 characters, no control characters (NUL included). */
export const SearchText = searchText;

/**
 * The /volunteer filters as the page sends them (its option labels, any case): Any / All or empty mean no filter;
 * location Remote means remote work, any other location is a city name.
 */
export const VolunteerFilters = z.object({
  search: searchText.optional(),
  location: searchText
    .refine((value) => value.length <= LIMITS.placeMax, COMMUNITY_MESSAGES.invalidLocation)
    .transform((value): { remote: true } | { city: string } | undefined => {
      if (value === '' || value.toLowerCase() === 'any') return undefined;
      if (value.toLowerCase() === 'remote') return { remote: true };
      return { city: value };
    })
    .optional(),
  commitment: z
    .string({ error: COMMUNITY_MESSAGES.invalidTimeCommitment })
    .max(LIMITS.placeMax, COMMUNITY_MESSAGES.invalidTimeCommitment)
    .transform((value, context) => {
      if (value.trim() === '' || value.trim().toLowerCase() === 'any') return undefined;
      const found = toTimeCommitment(value);
      if (!found) context.addIssue({ code: 'custom', message: COMMUNITY_MESSAGES.invalidTimeCommitment });
      return found;
    })
    .optional(),
  category: z
    .string({ error: COMMUNITY_MESSAGES.invalidCategory })
    .max(LIMITS.placeMax, COMMUNITY_MESSAGES.invalidCategory)
    .transform((value, context) => {
      if (value.trim() === '' || value.trim().toLowerCase() === 'all') return undefined;
      const found = toVolunteerCategory(value);
      if (!found) context.addIssue({ code: 'custom', message: COMMUNITY_MESSAGES.invalidCategory });
      return found;
    })
    .optional(),
});
export type VolunteerFilters = z.input<typeof VolunteerFilters>;

// --- Geography (the country, state and city selects) ---

export const GeoCountry = z.object({ code: z.string(), name: z.string() });
export type GeoCountry = z.infer<typeof GeoCountry>;
export const GeoState = z.object({ code: z.string(), name: z.string() });
export type GeoState = z.infer<typeof GeoState>;
export const GeoCity = z.object({ name: z.string() });
export type GeoCity = z.infer<typeof GeoCity>;
