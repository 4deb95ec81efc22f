// Words of account recovery, verification and settings, without zod: /forgot-password, /reset-password and the
// e-mail confirmation screens show them on their first load, and a module that builds a schema brings zod (about
// 23 KB gzip) with it. The schemas are in account.ts.

/** Words of account recovery, verification and settings (docs/product.md section C10). */
export const ACCOUNT_MESSAGES = {
  resetRequested: 'If an account exists for this email, we have sent a link to reset the password.',
  invalidLink: 'This link is invalid or has expired.',
  resetLinkUsable: 'This link works: choose a new password.',
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
