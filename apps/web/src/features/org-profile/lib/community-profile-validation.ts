import { CompanyPatchInput, LIMITS, SmallbizProfileFields, UserEditableFields, fieldTooLong, postcode } from '@tandem/contract';
import { z } from 'zod';
import { composeOrgAddress } from './org-address';

// The small-business and nonprofit profile form's rules, loaded with zod after /orgprofile's first screen
// (lib/deferred-schema.ts); the form's values and what it saves are in community-profile-form.ts.
const part = z.string().trim().max(LIMITS.placeMax, fieldTooLong(LIMITS.placeMax));

/**
 * The small-business and nonprofit profile form: personal info (the address in parts), the company's website and
 * the company overview, each part checked by the contract's own field schemas.
 */
export const CommunityProfileSchema = z
  .object({
    name: UserEditableFields.shape.name,
    phone_number: UserEditableFields.shape.phone_number,
    street: z.string().trim().max(LIMITS.shortTextMax),
    city: part,
    state: part,
    // Numeric, UK or Irish (docs/product.md section C4).
    zip: postcode,
    country: part,
    website: CompanyPatchInput.shape.website,
    ...SmallbizProfileFields.shape,
  })
  .superRefine((values, context) => {
    if (composeOrgAddress(values).length > LIMITS.shortTextMax) {
      context.addIssue({ code: 'custom', path: ['street'], message: `The whole address must stay under ${LIMITS.shortTextMax} characters.` });
    }
  });

export type CommunityProfileData = z.output<typeof CommunityProfileSchema>;
