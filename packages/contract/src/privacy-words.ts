/** Words of the account's export and deletion (docs/product.md section C13). */
export const PRIVACY_MESSAGES = {
  wrongPassword: 'Your password is not correct.',
  passwordRequired: 'Enter your password to confirm.',
  emailMismatch: 'Type the e-mail address of this account to confirm.',
  deleted: 'Your account has been deleted.',
} as const;
