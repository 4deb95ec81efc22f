// Volunteer opportunities: the organisations' form and /api/volunteer-opportunities/ (docs/product.md section 2).
import { z } from 'zod';
import { CONTROL_OR_NEWLINE } from '../control-characters.ts';
import { LIMITS } from '../limits.ts';
import { fieldTooLong } from '../messages.ts';
import { optionalDate } from './dates.ts';
import { flag, requiredText, text } from './fields.ts';
import { COMMUNITY_LIMITS, COMMUNITY_MESSAGES } from './messages.ts';
import { toTimeCommitment, toVolunteerCategory } from './volunteer-options.ts';

/** Keywords as a comma-separated text or a list; answered as 'a, b, c': trimmed, no empty items, no repeats. */
export const keywordList = z.preprocess(
  (value) => (value === null ? '' : value),
  z
    .union([z.string(), z.array(z.string())], { error: COMMUNITY_MESSAGES.invalidKeywords })
    .transform((value, context) => {
      if (!Array.isArray(value) && value.length > LIMITS.longTextMax) {
        context.addIssue({ code: 'custom', message: fieldTooLong(LIMITS.longTextMax) });
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
