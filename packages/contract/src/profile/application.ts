// The candidate profile record ("application" in the API): links and place.
import { z } from 'zod';
import { placeText, profileLink, profileRecordId } from './fields.ts';

export const ApplicationInput = z.object({
  linkedin: profileLink.optional(),
  github: profileLink.optional(),
  portfolio: profileLink.optional(),
  city: placeText.optional(),
  state: placeText.optional(),
  country: placeText.optional(),
  user: profileRecordId.optional(),
});
export type ApplicationInput = z.input<typeof ApplicationInput>;

export const ApplicationAnswer = z.object({
  id: z.number(),
  user: z.number(),
  linkedin: z.string(),
  github: z.string(),
  portfolio: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
});
export type ApplicationAnswer = z.infer<typeof ApplicationAnswer>;
