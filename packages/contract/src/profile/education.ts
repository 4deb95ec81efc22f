// A candidate's education entries (at most LIMITS.educationMax).
import { z } from 'zod';
import { endAfterStart, profileDate } from './dates.ts';
import { profileRecordId, shortText } from './fields.ts';

export const EducationFields = z.object({
  institution: shortText,
  degree: shortText,
  field_of_study: shortText,
  start_date: profileDate,
  end_date: profileDate,
});

/** A new entry: every field may be blank (the page adds one with placeholders); application defaults to yours. */
export const EducationInput = EducationFields.partial()
  .extend({ application: profileRecordId.optional() })
  .superRefine(endAfterStart);
export type EducationInput = z.input<typeof EducationInput>;
/** A change: any of the fields; the date order is checked against the stored entry. */
export const EducationPatch = EducationFields.partial().extend({ application: profileRecordId.optional() });
export type EducationPatch = z.input<typeof EducationPatch>;

export const EducationAnswer = z.object({
  id: z.number(),
  institution: z.string(),
  degree: z.string(),
  field_of_study: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  application: z.number(),
});
export type EducationAnswer = z.infer<typeof EducationAnswer>;
