// Small-business and nonprofit profiles, keyed by company id (docs/product.md section 3).
import { z } from 'zod';
import { EMPLOYEE_COUNTS, INDUSTRIES, YEARS_OPERATING } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { jobsFlag, jobsRecordId, text } from './fields.ts';
import { JOBS_LIMITS, JOBS_MESSAGES } from './messages.ts';

/** An enumeration that may also be left unset (''), as the organisation profile form starts. */
const choiceOrUnset = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === null ? '' : value), z.union([z.literal(''), z.enum(values)], { error: JOBS_MESSAGES.invalidChoice }));

const seekingVolunteers = jobsFlag;

export const SmallbizProfileFields = z.object({
  industry: choiceOrUnset(INDUSTRIES),
  employee_count: choiceOrUnset(EMPLOYEE_COUNTS),
  years_operating: choiceOrUnset(YEARS_OPERATING),
  seeking_volunteers: seekingVolunteers,
  problems_facing: text(LIMITS.longTextMax, { multiline: true }),
  volunteer_roles: text(LIMITS.longTextMax, { multiline: true }),
});

/** POST and PUT: every field optional (empty or, for seeking_volunteers, true by default); company defaults to yours. */
export const SmallbizProfileInput = SmallbizProfileFields.partial().extend({ company: jobsRecordId.optional() });
export type SmallbizProfileInput = z.input<typeof SmallbizProfileInput>;

export const SmallbizProfileAnswer = z.object({
  company: z.number(),
  industry: z.string(),
  employee_count: z.string(),
  years_operating: z.string(),
  seeking_volunteers: z.boolean(),
  problems_facing: z.string(),
  volunteer_roles: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SmallbizProfileAnswer = z.infer<typeof SmallbizProfileAnswer>;

export const NonprofitProfileFields = z.object({
  mission: text(LIMITS.longTextMax, { multiline: true }),
  focus_areas: text(LIMITS.shortTextMax),
  charity_number: text(JOBS_LIMITS.charityNumberMax),
  seeking_volunteers: seekingVolunteers,
  volunteer_roles: text(LIMITS.longTextMax, { multiline: true }),
});

export const NonprofitProfileInput = NonprofitProfileFields.partial().extend({ company: jobsRecordId.optional() });
export type NonprofitProfileInput = z.input<typeof NonprofitProfileInput>;

export const NonprofitProfileAnswer = z.object({
  company: z.number(),
  mission: z.string(),
  focus_areas: z.string(),
  charity_number: z.string(),
  seeking_volunteers: z.boolean(),
  volunteer_roles: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type NonprofitProfileAnswer = z.infer<typeof NonprofitProfileAnswer>;
