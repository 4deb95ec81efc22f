import {
  EducationFields,
  ExperienceFields,
  LIMITS,
  UI_MESSAGES,
  PROFILE_MESSAGES,
  UserEditableFields,
  fieldTooLong,
  profileDatesInOrder,
  profileLink,
} from '@tandem/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { EditProfileForm } from './edit-profile-values';

const NO_COMMA = 'Leave out commas here: they separate the parts of the address.';

const addressPart = (max: number, { commas = false } = {}) =>
  z
    .string()
    .trim()
    .max(max, fieldTooLong(max))
    .refine((value) => commas || !value.includes(','), NO_COMMA);

const entryId = z.number().int().positive().nullable();

const datesInOrder = (
  entry: { start_date: string | null; end_date: string | null },
  ctx: z.RefinementCtx,
) => {
  if (!profileDatesInOrder(entry.start_date, entry.end_date)) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: PROFILE_MESSAGES.endBeforeStart });
  }
};

export const EducationEntrySchema = EducationFields.extend({ entryId }).superRefine(datesInOrder);
export const ExperienceEntrySchema = ExperienceFields.extend({ entryId }).superRefine(datesInOrder);

/** Personal information: the user record (name, title, phone, address) and the profile record (links, country). */
export const PersonalInfoSchema = z
  .object({
    name: UserEditableFields.shape.name,
    title: UserEditableFields.shape.title,
    phone_number: UserEditableFields.shape.phone_number,
    street: addressPart(LIMITS.shortTextMax, { commas: true }),
    city: addressPart(LIMITS.placeMax),
    state: addressPart(LIMITS.placeMax),
    zip: addressPart(20),
    country: addressPart(LIMITS.placeMax),
    linkedin: profileLink,
    github: profileLink,
    portfolio: profileLink,
  })
  .superRefine((values, ctx) => {
    const length = [values.street, values.city, values.state, values.zip].join(', ').length;
    if (length > LIMITS.shortTextMax) {
      ctx.addIssue({ code: 'custom', path: ['street'], message: fieldTooLong(LIMITS.shortTextMax) });
    }
  });

/** The whole /editprofile form, checked with the contract's field schemas and docs/product.md's limits. */
export const EditProfileSchema = z.object({
  personal: PersonalInfoSchema,
  educations: z.array(EducationEntrySchema).max(LIMITS.educationMax, UI_MESSAGES.profile.educationLimit),
  experiences: z.array(ExperienceEntrySchema).max(LIMITS.experienceMax, UI_MESSAGES.profile.experienceLimit),
});

export type EditProfileData = z.output<typeof EditProfileSchema>;
export type PersonalInfoData = z.output<typeof PersonalInfoSchema>;
export type EducationEntryData = z.output<typeof EducationEntrySchema>;
export type ExperienceEntryData = z.output<typeof ExperienceEntrySchema>;

/**
 * The form's resolver, typed by the form's own values. The contract's schemas read `unknown` (they preprocess
 * null and numbers from the server), which react-hook-form cannot match to the text inputs; the values the
 * inputs hold are a subset of what the schemas accept, so narrowing the input type here is safe.
 */
export const editProfileResolver = zodResolver(EditProfileSchema) as unknown as Resolver<
  EditProfileForm,
  unknown,
  EditProfileData
>;
