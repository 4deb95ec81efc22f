// Schemas, limits and messages of the profile area (docs/product.md sections 3, 5 and 7), shared by its forms and routes.
import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';

export const PROFILE_MESSAGES = {
  educationMax: MESSAGES.educationMax,
  experienceMax: MESSAGES.experienceMax,
  invalidPdf: MESSAGES.invalidPdf,
  skillNotInCatalogue: 'Choose a skill from the list: this one is not in the skill catalogue.',
  skillAlreadyAdded: 'This skill is already on your profile.',
  score: `Proficiency must be a whole number from ${LIMITS.scoreMin} to ${LIMITS.scoreMax}.`,
  invalidUrl: 'Enter a valid URL starting with http:// or https://.',
  invalidDate: 'Enter a valid date as YYYY-MM-DD.',
  endBeforeStart: 'The end date cannot be before the start date.',
  invalidText: 'This field contains characters that are not allowed.',
  invalidId: 'A valid integer is required.',
  invalidBoolean: 'Must be a valid boolean.',
  cannotChange: 'This field cannot be changed.',
  profileExists: 'You already have a profile.',
  profileNotDeletable: 'A profile cannot be deleted; remove its entries instead.',
} as const;

export const PROFILE_LIMITS = {
  /** Largest id a PostgreSQL integer column holds: a larger one is a client's mistake, never a query. */
  maxRecordId: 2_147_483_647,
  resumeFilenameMax: 200,
  catalogueSearchMax: 100,
  completionMinSkills: 3,
} as const;

const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`;
// eslint-disable-next-line no-control-regex -- control characters are exactly what these refuse
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- as above, line breaks included
const CONTROL_OR_NEWLINE = /[\u0000-\u001f\u007f]/;

/** Free text that may be empty (the page creates entries with blank placeholders); null reads as empty. */
const text = (max: number, { multiline = false } = {}) =>
  z
    .string({ error: 'Not a valid string.' })
    .trim()
    .max(max, tooLong(max))
    .refine((value) => !(multiline ? CONTROL : CONTROL_OR_NEWLINE).test(value), PROFILE_MESSAGES.invalidText)
    .nullable()
    .transform((value) => value ?? '');

const shortText = text(LIMITS.shortTextMax);
const placeText = text(LIMITS.placeMax);
const longText = text(LIMITS.longTextMax, { multiline: true });

/** A real calendar date 'YYYY-MM-DD' between 1900 and 2100. */
export function isProfileDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && year <= 2100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A date or nothing: '' and null both mean none (an empty end date is "present"). Answers null for none. */
export const profileDate = z
  .string({ error: PROFILE_MESSAGES.invalidDate })
  .trim()
  .refine((value) => value === '' || isProfileDate(value), PROFILE_MESSAGES.invalidDate)
  .nullable()
  .transform((value) => value || null);

/** Start on or before end, when both are given (ISO dates compare as text). */
export const profileDatesInOrder = (
  start: string | null | undefined,
  end: string | null | undefined,
): boolean => !start || !end || start <= end;

/** An id in a body or query: a positive integer, or its digits as text. */
export const profileRecordId = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d{1,12}\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: PROFILE_MESSAGES.invalidId })
    .int(PROFILE_MESSAGES.invalidId)
    .min(1, PROFILE_MESSAGES.invalidId)
    .max(PROFILE_LIMITS.maxRecordId, PROFILE_MESSAGES.invalidId),
);

/** true/false, or what a form may send for them. */
const flag = z.preprocess(
  (value) => {
    if (value === 'true' || value === 1 || value === '1') return true;
    if (value === 'false' || value === 0 || value === '0') return false;
    return value;
  },
  z.boolean({ error: PROFILE_MESSAGES.invalidBoolean }),
);

export function isProfileUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A profile link: an http(s) URL of at most 500 characters, or empty. */
export const profileLink = z
  .string({ error: PROFILE_MESSAGES.invalidUrl })
  .trim()
  .max(LIMITS.urlMax, tooLong(LIMITS.urlMax))
  .refine((value) => value === '' || isProfileUrl(value), PROFILE_MESSAGES.invalidUrl)
  .nullable()
  .transform((value) => value ?? '');

/** Proficiency 0 to 10, whole numbers (docs/product.md section 5). */
export const skillScore = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*-?\d{1,3}\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: PROFILE_MESSAGES.score })
    .int(PROFILE_MESSAGES.score)
    .min(LIMITS.scoreMin, PROFILE_MESSAGES.score)
    .max(LIMITS.scoreMax, PROFILE_MESSAGES.score),
);

// --- The candidate profile record ("application") ---

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

// --- Education and experience entries ---

const endAfterStart = (
  entry: { start_date?: string | null | undefined; end_date?: string | null | undefined },
  ctx: z.RefinementCtx,
) => {
  const { start_date: start, end_date: end } = entry;
  // Zod runs this even when a date itself failed: compare only two real dates.
  if (start && end && isProfileDate(start) && isProfileDate(end) && !profileDatesInOrder(start, end))
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: PROFILE_MESSAGES.endBeforeStart });
};

export const EducationFields = z.object({
  institution: shortText,
  degree: shortText,
  field_of_study: shortText,
  start_date: profileDate,
  end_date: profileDate,
});

/** A new entry: every field may be blank (the page adds one with placeholders); application defaults to yours. */
export const EducationInput = EducationFields.partial()
  .extend({ application: profileRecordId.optional() })
  .superRefine(endAfterStart);
export type EducationInput = z.input<typeof EducationInput>;
/** A change: any of the fields; the date order is checked against the stored entry. */
export const EducationPatch = EducationFields.partial().extend({ application: profileRecordId.optional() });
export type EducationPatch = z.input<typeof EducationPatch>;

export const EducationAnswer = z.object({
  id: z.number(),
  institution: z.string(),
  degree: z.string(),
  field_of_study: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  application: z.number(),
});
export type EducationAnswer = z.infer<typeof EducationAnswer>;

export const ExperienceFields = z.object({
  company: shortText,
  /** The Job Title (docs/product.md section 2). */
  duration: shortText,
  city: placeText,
  state: placeText,
  country: placeText,
  is_remote: flag,
  start_date: profileDate,
  end_date: profileDate,
  responsibilities: longText,
});

export const ExperienceInput = ExperienceFields.partial()
  .extend({ application: profileRecordId.optional() })
  .superRefine(endAfterStart);
export type ExperienceInput = z.input<typeof ExperienceInput>;
export const ExperiencePatch = ExperienceFields.partial().extend({ application: profileRecordId.optional() });
export type ExperiencePatch = z.input<typeof ExperiencePatch>;

export const ExperienceAnswer = z.object({
  id: z.number(),
  company: z.string(),
  duration: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  is_remote: z.boolean(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  responsibilities: z.string(),
  application: z.number(),
});
export type ExperienceAnswer = z.infer<typeof ExperienceAnswer>;

// --- Skills on a profile, and the catalogue they come from ---

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
  .max(PROFILE_LIMITS.catalogueSearchMax, tooLong(PROFILE_LIMITS.catalogueSearchMax))
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

// --- Résumé ---

export const ResumeInfo = z.object({
  filename: z.string(),
  size: z.number(),
  uploaded_at: z.string(),
  url: z.string(),
});
export const ResumeAnswer = z.object({ resume: ResumeInfo.nullable() });
export type ResumeAnswer = z.infer<typeof ResumeAnswer>;

// --- Profile completion (the candidate home's card) ---

export const PROFILE_CHECKLIST = [
  { key: 'photo', label: 'Add a profile photo', link: '/editprofile' },
  { key: 'phone', label: 'Add your phone number', link: '/editprofile' },
  { key: 'address', label: 'Add your address', link: '/editprofile' },
  { key: 'education', label: 'Add your education', link: '/editprofile' },
  { key: 'skills', label: 'Add at least 3 skills', link: '/editprofile' },
  { key: 'experience', label: 'Add your work experience', link: '/editprofile' },
  { key: 'resume', label: 'Upload your résumé', link: '/profile' },
  { key: 'link', label: 'Add a link (LinkedIn, GitHub or portfolio)', link: '/editprofile' },
] as const;
export type ProfileChecklistKey = (typeof PROFILE_CHECKLIST)[number]['key'];

export const ProfileCompletionAnswer = z.object({
  completion: z.number().int().min(0).max(100),
  checklist: z.array(z.object({ key: z.string(), label: z.string(), done: z.boolean(), link: z.string() })),
});
export type ProfileCompletionAnswer = z.infer<typeof ProfileCompletionAnswer>;
