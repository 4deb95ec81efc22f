// Skills on a profile, and the catalogue they come from.
import { z } from 'zod';
import { CONTROL_OR_NEWLINE } from '../control-characters.ts';
import { LIMITS } from '../limits.ts';
import { fieldTooLong } from '../messages.ts';
import { profileRecordId, skillScore } from './fields.ts';
import { PROFILE_LIMITS, PROFILE_MESSAGES } from './messages.ts';

const skillName = z
  .string({ error: PROFILE_MESSAGES.skillNotInCatalogue })
  .trim()
  .min(1, PROFILE_MESSAGES.skillNotInCatalogue)
  .max(LIMITS.shortTextMax, PROFILE_MESSAGES.skillNotInCatalogue)
  .refine((value) => !CONTROL_OR_NEWLINE.test(value), PROFILE_MESSAGES.skillNotInCatalogue);

export const SkillInput = z.object({
  application: profileRecordId.optional(),
  name: skillName,
  score: skillScore.default(LIMITS.scoreDefault),
});
export type SkillInput = z.input<typeof SkillInput>;

export const SkillPatch = z.object({
  name: skillName.optional(),
  score: skillScore.optional(),
  application: profileRecordId.optional(),
});
export type SkillPatch = z.input<typeof SkillPatch>;

export const SkillAnswer = z.object({
  id: z.number(),
  name: z.string(),
  score: z.number(),
  skill_id: z.number(),
  application: z.number(),
});
export type SkillAnswer = z.infer<typeof SkillAnswer>;

/** The catalogue's search text: case-insensitive, on names and aliases. */
export const catalogueSearch = z
  .string()
  .trim()
  .max(PROFILE_LIMITS.catalogueSearchMax, fieldTooLong(PROFILE_LIMITS.catalogueSearchMax))
  .refine((value) => !CONTROL_OR_NEWLINE.test(value), PROFILE_MESSAGES.invalidText);

export const CatalogueSkillAnswer = z.object({
  id: z.number(),
  name: z.string(),
  category: z.number().nullable(),
  category_name: z.string().nullable(),
  aliases: z.array(z.string()),
});
export type CatalogueSkillAnswer = z.infer<typeof CatalogueSkillAnswer>;

export const SkillCategoryAnswer = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  skill_count: z.number(),
});
export type SkillCategoryAnswer = z.infer<typeof SkillCategoryAnswer>;
