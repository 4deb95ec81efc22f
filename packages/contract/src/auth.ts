import { z } from 'zod';
import { ROLES } from './enums.ts';
import { BLOCKED_EMAIL_DOMAINS, LIMITS } from './limits.ts';
import { fieldTooLong, MESSAGES } from './messages.ts';

const PASSWORD_SPECIALS = '@$!%*?&';
/** Upper, lower, digit and one of @$!%*?&, drawn only from those classes (docs/product.md section 5). */
const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]+$/;

export const emailSchema = z
  .string({ error: MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .max(LIMITS.emailMax, MESSAGES.emailTooLong)
  .pipe(z.email(MESSAGES.invalidEmail))
  .refine((email) => !(BLOCKED_EMAIL_DOMAINS as readonly string[]).includes(email.split('@')[1] ?? ''), {
    message: MESSAGES.emailDomainNotAllowed,
  });

export const passwordSchema = z
  .string({ error: MESSAGES.passwordTooShort })
  .min(LIMITS.passwordMin, MESSAGES.passwordTooShort)
  .max(LIMITS.passwordMax, MESSAGES.passwordTooLong)
  .regex(PASSWORD_PATTERN, MESSAGES.passwordComplexity);

export const roleSchema = z.enum(ROLES, { error: MESSAGES.invalidRole });

// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export const nameSchema = z
  .string({ error: MESSAGES.usernameRequired })
  .trim()
  .min(1, MESSAGES.usernameRequired)
  .max(LIMITS.nameMax, fieldTooLong(LIMITS.nameMax))
  .refine((name) => !CONTROL_CHARACTERS.test(name), 'Names may not contain control characters.');

export const SignupInput = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  role: roleSchema,
  phone_number: z.string().trim().max(LIMITS.phoneMax).optional().default(''),
  address: z.string().trim().max(LIMITS.shortTextMax).optional().default(''),
});
export type SignupInput = z.input<typeof SignupInput>;

export const LoginInput = z.object({
  email: z.string({ error: MESSAGES.fillAllFields }).trim().toLowerCase().min(1, MESSAGES.fillAllFields).max(LIMITS.emailMax, MESSAGES.emailTooLong),
  password: z.string({ error: MESSAGES.fillAllFields }).min(1, MESSAGES.fillAllFields).max(1024),
});
export type LoginInput = z.input<typeof LoginInput>;

export { PASSWORD_SPECIALS };
