// Tags of events and resources: names unique case-insensitively (docs/decisions.md, 'Tags').
import { z } from 'zod';
import { CONTROL_OR_NEWLINE } from '../control-characters.ts';
import { fieldTooLong } from '../messages.ts';
import { COMMUNITY_LIMITS, COMMUNITY_MESSAGES } from './messages.ts';

export const tagName = z
  .string({ error: COMMUNITY_MESSAGES.tagNameRequired })
  .trim()
  .min(1, COMMUNITY_MESSAGES.tagNameRequired)
  .max(COMMUNITY_LIMITS.tagNameMax, fieldTooLong(COMMUNITY_LIMITS.tagNameMax))
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
