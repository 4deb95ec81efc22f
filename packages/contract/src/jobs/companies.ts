// Companies: /addcompany (full form), the recruiter's add-company-in-profile form (name and address), the API.
import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { MESSAGES } from '../messages.ts';
import { ReplyRecordFields } from './reply-record.ts';
import { withWebsiteScheme } from '../shared-fields.ts';
import { requiredText, text } from './fields.ts';
import { JOBS_MESSAGES } from './messages.ts';

const companyName = requiredText(LIMITS.nameMax);
const companyAddress = requiredText(LIMITS.shortTextMax);

const contactEmail = z.preprocess(
  (value) => (value === null ? '' : value),
  z
    .string({ error: MESSAGES.invalidEmail })
    .trim()
    .toLowerCase()
    .max(LIMITS.emailMax, MESSAGES.emailTooLong)
    .refine((value) => value === '' || z.email().safeParse(value).success, MESSAGES.invalidEmail),
);

const contactPhone = text(LIMITS.phoneMax).refine((value) => /^[\d\s()+\-.]*$/.test(value), JOBS_MESSAGES.invalidPhone);

/** An absolute http(s) URL with a host; nothing else (no javascript:, no relative paths). */
export function isWebsiteUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}


const website = text(LIMITS.urlMax)
  .transform(withWebsiteScheme)
  .refine((value) => value === '' || isWebsiteUrl(value), JOBS_MESSAGES.invalidUrl);

const mustBeGiven = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => value ?? '', schema).refine((value) => value !== '', JOBS_MESSAGES.required);

/** The /addcompany form: name, contact email, contact number and address required; website optional. */
export const CompanyInput = z.object({
  name: companyName,
  email: mustBeGiven(contactEmail),
  phone_number: mustBeGiven(contactPhone),
  address: companyAddress,
  website: website.optional(),
});
export type CompanyInput = z.input<typeof CompanyInput>;

/** The recruiter's add-company-in-profile form: only name and address. */
export const CompanyShortInput = z.object({ name: companyName, address: companyAddress });
export type CompanyShortInput = z.input<typeof CompanyShortInput>;

/**
 * What POST and PUT /api/company/ accept: both forms above. Name and address are required; email and
 * phone_number are optional on the server (checked when given) and required by the /addcompany form's schema.
 * is_small_business and is_nonprofit are never taken from the client: they follow the creator's role.
 */
export const CompanyWriteInput = z.object({
  name: companyName,
  address: companyAddress,
  email: contactEmail.optional(),
  phone_number: contactPhone.optional(),
  website: website.optional(),
});
export type CompanyWriteInput = z.input<typeof CompanyWriteInput>;

export const CompanyPatchInput = CompanyWriteInput.partial();
export type CompanyPatchInput = z.input<typeof CompanyPatchInput>;

export const CompanyAnswer = z.object({
  id: z.number(),
  name: z.string(),
  website: z.string(),
  logo: z.string().nullable(),
  address: z.string(),
  is_small_business: z.boolean(),
  is_nonprofit: z.boolean(),
  /** Its reply record (docs/product.md section C12): null under 5 applications. */
  ...ReplyRecordFields,
  /** A member confirmed an address at its website's domain ('Verified organisation', docs/product.md section C20). */
  verified: z.boolean().optional(),
  /** Only for the company's own users. */
  email: z.string().optional(),
  phone_number: z.string().optional(),
});
export type CompanyAnswer = z.infer<typeof CompanyAnswer>;
