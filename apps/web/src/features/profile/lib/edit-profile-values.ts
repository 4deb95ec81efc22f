import type { ApplicationAnswer, EducationAnswer, ExperienceAnswer, UserAnswer } from '@tandem/contract';
import { splitAddress } from './address';

/** The /editprofile form as the inputs hold it: text everywhere (dates 'YYYY-MM-DD' or ''), one checkbox. */
export interface PersonalInfoForm {
  name: string;
  title: string;
  phone_number: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  linkedin: string;
  github: string;
  portfolio: string;
}

export interface EducationEntryForm {
  /** The server's id, or null for an entry not saved yet. */
  entryId: number | null;
  institution: string;
  degree: string;
  field_of_study: string;
  start_date: string;
  end_date: string;
}

export interface ExperienceEntryForm {
  entryId: number | null;
  company: string;
  /** The Job Title (docs/product.md section 2). */
  duration: string;
  city: string;
  state: string;
  country: string;
  is_remote: boolean;
  start_date: string;
  end_date: string;
  responsibilities: string;
}

export interface EditProfileForm {
  personal: PersonalInfoForm;
  educations: EducationEntryForm[];
  experiences: ExperienceEntryForm[];
}

export const blankEducation = (): EducationEntryForm => ({
  entryId: null,
  institution: '',
  degree: '',
  field_of_study: '',
  start_date: '',
  end_date: '',
});

export const blankExperience = (): ExperienceEntryForm => ({
  entryId: null,
  company: '',
  duration: '',
  city: '',
  state: '',
  country: '',
  is_remote: false,
  start_date: '',
  end_date: '',
  responsibilities: '',
});

export const toEducationForm = (entry: EducationAnswer): EducationEntryForm => ({
  entryId: entry.id,
  institution: entry.institution ?? '',
  degree: entry.degree ?? '',
  field_of_study: entry.field_of_study ?? '',
  start_date: entry.start_date ?? '',
  end_date: entry.end_date ?? '',
});

export const toExperienceForm = (entry: ExperienceAnswer): ExperienceEntryForm => ({
  entryId: entry.id,
  company: entry.company ?? '',
  duration: entry.duration ?? '',
  city: entry.city ?? '',
  state: entry.state ?? '',
  country: entry.country ?? '',
  is_remote: Boolean(entry.is_remote),
  start_date: entry.start_date ?? '',
  end_date: entry.end_date ?? '',
  responsibilities: entry.responsibilities ?? '',
});

/**
 * The form's first values from the server. The address string gives street, city, state and zip; the profile
 * record gives the country (and the state or city when the address has none). An empty list starts with one
 * blank entry, the first, which cannot be removed (docs/product.md section 5).
 */
export function toEditProfileForm(
  user: UserAnswer,
  application: ApplicationAnswer | undefined,
  educations: readonly EducationAnswer[],
  experiences: readonly ExperienceAnswer[],
): EditProfileForm {
  const address = splitAddress(user.address);
  return {
    personal: {
      name: user.name ?? '',
      title: user.title ?? '',
      phone_number: user.phone_number ?? '',
      street: address.street,
      city: address.city || application?.city || '',
      state: address.state || application?.state || '',
      zip: address.zip,
      country: application?.country ?? '',
      linkedin: application?.linkedin ?? '',
      github: application?.github ?? '',
      portfolio: application?.portfolio ?? '',
    },
    educations: educations.length > 0 ? educations.map(toEducationForm) : [blankEducation()],
    experiences: experiences.length > 0 ? experiences.map(toExperienceForm) : [blankExperience()],
  };
}
