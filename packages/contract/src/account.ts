import { z } from 'zod';
import { emailSchema, passwordSchema } from './auth.ts';
import { MESSAGES } from './messages.ts';

/** Words of account recovery, verification and settings (docs/product.md section C10). */
export const ACCOUNT_MESSAGES = {
  resetRequested: 'If an account exists for this email, we have sent a link to reset the password.',
  invalidLink: 'This link is invalid or has expired.',
  passwordReset: 'Your password has been changed. Sign in with the new one.',
  emailVerified: 'Your email address is confirmed.',
  verificationSent: 'We have sent you a new confirmation link.',
  alreadyVerified: 'Your email address is already confirmed.',
  wrongCurrentPassword: 'Your current password is not correct.',
  samePassword: 'Choose a password different from the current one.',
  passwordChanged: 'Your password has been changed. Every other session has been signed out.',
  noPasswordYet: 'This account signs in with Google and has no password yet; use Forgot password to set one.',
  sessionEnded: 'That session has been signed out.',
  otherSessionsEnded: 'Every other session has been signed out.',
  unsubscribed: 'You will no longer receive these e-mails.',
} as const;

/** A token from a link: opaque, URL-safe, of bounded length (a longer one cannot be ours). */
const linkToken = z.string({ error: ACCOUNT_MESSAGES.invalidLink }).min(1, ACCOUNT_MESSAGES.invalidLink).max(200, ACCOUNT_MESSAGES.invalidLink);

export const PasswordResetRequest = z.object({ email: emailSchema });
export type PasswordResetRequest = z.input<typeof PasswordResetRequest>;

export const PasswordResetConfirm = z.object({ token: linkToken, password: passwordSchema });
export type PasswordResetConfirm = z.input<typeof PasswordResetConfirm>;

export const VerifyEmailInput = z.object({ token: linkToken });

export const ChangePasswordInput = z.object({
  current_password: z.string({ error: MESSAGES.fillAllFields }).min(1, MESSAGES.fillAllFields).max(1024),
  new_password: passwordSchema,
});
export type ChangePasswordInput = z.input<typeof ChangePasswordInput>;

export const AccountSession = z.object({
  id: z.number(),
  created_at: z.string(),
  last_seen_at: z.string(),
  user_agent: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSession>;

export const AccountSessionList = z.array(AccountSession);
