// A candidate's work experience entries (at most LIMITS.experienceMax).
import { z } from 'zod';
import { endAfterStart, profileDate } from './dates.ts';
import { flag, longText, placeText, profileRecordId, shortText } from './fields.ts';

export const ExperienceFields = z.object({
  company: shortText,
  /** The Job Title (docs/product.md section 2). */
  duration: shortText,
  city: placeText,
  state: placeText,
  country: placeText,
  is_remote: flag,
  start_date: profileDate,
  end_date: profileDate,
  responsibilities: longText,
});

export const ExperienceInput = ExperienceFields.partial()
  .extend({ application: profileRecordId.optional() })
  .superRefine(endAfterStart);
export type ExperienceInput = z.input<typeof ExperienceInput>;
export const ExperiencePatch = ExperienceFields.partial().extend({ application: profileRecordId.optional() });
export type ExperiencePatch = z.input<typeof ExperiencePatch>;

export const ExperienceAnswer = z.object({
  id: z.number(),
  company: z.string(),
  duration: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  is_remote: z.boolean(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  responsibilities: z.string(),
  application: z.number(),
});
export type ExperienceAnswer = z.infer<typeof ExperienceAnswer>;
