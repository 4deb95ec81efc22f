import { VolunteerHours } from './community/volunteering.ts';
import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { nameSchema } from './auth.ts';
import { VISIBILITIES } from './enums.ts';
import { fieldTooLong } from './messages.ts';
import { databaseId } from './shared-fields.ts';
import { VISIBILITY_MESSAGE } from './user-words.ts';

// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, fieldTooLong(max))
    .refine((value) => !CONTROL_CHARACTERS.test(value), 'Text may not contain control characters.');

/** Fields a user may change on their own record; role, email and id are not among them. */
export const UserEditableFields = z.object({
  name: nameSchema,
  title: text(LIMITS.nameMax),
  phone_number: text(LIMITS.phoneMax).regex(/^[\d\s()+\-.]*$/, 'Enter a valid phone number.'),
  address: text(LIMITS.shortTextMax),
  company: databaseId('A valid integer is required.').nullable(),
  /** Candidates only: who sees them (docs/product.md section C13). */
  visibility: z.enum(VISIBILITIES, { error: VISIBILITY_MESSAGE }),
});

export const UserPatchInput = UserEditableFields.partial();
export type UserPatchInput = z.input<typeof UserPatchInput>;

export const UserPutInput = UserEditableFields.extend({
  title: UserEditableFields.shape.title.optional(),
  company: UserEditableFields.shape.company.optional(),
  visibility: UserEditableFields.shape.visibility.optional(),
});
export type UserPutInput = z.input<typeof UserPutInput>;

/** Fields that exist on a user but never change through the API. */
export const READ_ONLY_USER_FIELDS = ['id', 'email', 'role', 'applicationids', 'profile_picture'] as const;

export const UserAnswer = z.object({
  id: z.number(),
  name: z.string(),
  title: z.string(),
  email: z.string(),
  phone_number: z.string(),
  address: z.string(),
  profile_picture: z.string().nullable(),
  role: z.string(),
  company: z.number().nullable(),
  email_verified: z.boolean(),
  /** Who sees a candidate in rankings (docs/product.md section C13); always 'open' for organisation accounts. */
  visibility: z.enum(VISIBILITIES),
  applicationids: z.array(z.object({ id: z.number() })),
  /** Confirmed volunteering hours per organisation, most first (docs/product.md section C21). */
  volunteer_hours: z.array(VolunteerHours),
});
export type UserAnswer = z.infer<typeof UserAnswer>;

/** What login, signup and whoami answer (docs/product.md section C3). */
export const SignedInAnswer = z.object({
  id: z.number(),
  role: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.number().nullable(),
  /** Whether the e-mail address is confirmed: the page offers to resend the link while it is not. */
  email_verified: z.boolean(),
  /** The profile photo's address, for the top bar's avatar; null without one. */
  profile_picture: z.string().nullable(),
});
export type SignedInAnswer = z.infer<typeof SignedInAnswer>;
