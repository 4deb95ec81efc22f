// The /volunteer page's search and filters as the query string carries them.
import { z } from 'zod';
import { CONTROL_OR_NEWLINE } from '../control-characters.ts';
import { LIMITS } from '../limits.ts';
import { fieldTooLong } from '../messages.ts';
import { COMMUNITY_LIMITS, COMMUNITY_MESSAGES } from './messages.ts';
import { toTimeCommitment, toVolunteerCategory } from './volunteer-options.ts';

const searchText = z
  .string({ error: COMMUNITY_MESSAGES.invalidString })
  .max(COMMUNITY_LIMITS.searchMax, fieldTooLong(COMMUNITY_LIMITS.searchMax))
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
