// Verified organisations (docs/product.md section C20): the schemas of asking for and confirming a verification. The
// words and domain rules are in verification-words.ts.
import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { MESSAGES } from '../messages.ts';
import { VERIFICATION_MESSAGES } from './verification-words.ts';

export const CompanyVerifyRequest = z.object({
  email: z
    .string({ error: MESSAGES.invalidEmail })
    .trim()
    .toLowerCase()
    .max(LIMITS.emailMax, MESSAGES.emailTooLong)
    .refine((value) => z.email().safeParse(value).success, MESSAGES.invalidEmail),
});
export type CompanyVerifyRequest = z.input<typeof CompanyVerifyRequest>;

export const CompanyVerifyConfirm = z.object({ token: z.string().min(1, VERIFICATION_MESSAGES.badLink).max(200, VERIFICATION_MESSAGES.badLink) });
export type CompanyVerifyConfirm = z.input<typeof CompanyVerifyConfirm>;

export const CompanyVerificationAnswer = z.object({
  verified: z.boolean(),
  /** The domain the organisation proved (its website's at the time), or null. */
  verified_domain: z.string().nullable(),
  /** The website's domain an address must be at now; null without a usable website. */
  domain: z.string().nullable(),
  detail: z.string().optional(),
});
export type CompanyVerificationAnswer = z.infer<typeof CompanyVerificationAnswer>;
