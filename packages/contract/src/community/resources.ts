// Career resources: the organisations' form and /api/resources/ (docs/product.md sections 3 and 7).
import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { optionalDate } from './dates.ts';
import { flag, link, requiredText, text } from './fields.ts';
import { COMMUNITY_LIMITS } from './messages.ts';
import { TagSummary, tagRefs } from './tags.ts';

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
