import { z } from 'zod';
import { emailSchema, passwordSchema } from './auth.ts';
import { ACCOUNT_MESSAGES } from './account-words.ts';
import { MESSAGES } from './messages.ts';

// Account recovery, verification and settings' schemas; their words are in account-words.ts.

/** A token from a link: opaque, URL-safe, of bounded length (a longer one cannot be ours). */
const linkToken = z.string({ error: ACCOUNT_MESSAGES.invalidLink }).min(1, ACCOUNT_MESSAGES.invalidLink).max(200, ACCOUNT_MESSAGES.invalidLink);

export const PasswordResetRequest = z.object({ email: emailSchema });
export type PasswordResetRequest = z.input<typeof PasswordResetRequest>;

export const PasswordResetConfirm = z.object({ token: linkToken, password: passwordSchema });
export type PasswordResetConfirm = z.input<typeof PasswordResetConfirm>;

/** Asks whether a reset link still works, before its page shows the form (a used one says so at once). */
export const PasswordResetCheck = z.object({ token: linkToken });

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
