import { UserEditableFields } from '@tandem/contract';
import { z } from 'zod';

// The recruiter profile's rules, loaded with zod after /orgprofile's first screen (lib/deferred-schema.ts).

/** The recruiter's editable fields, checked as the server checks them. */
export const RecruiterProfileSchema = z.object({
  name: UserEditableFields.shape.name,
  phone_number: UserEditableFields.shape.phone_number,
  address: UserEditableFields.shape.address,
});
