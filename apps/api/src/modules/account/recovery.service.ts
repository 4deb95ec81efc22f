import { ACCOUNT_MESSAGES } from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import type { User } from '../../db/schema.ts';
import { fieldError } from '../../lib/http-errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { endSessions } from '../auth/index.ts';
import { googleTakeoverMail, passwordResetMail, queueMail, verifyEmailMail } from '../mail/index.ts';
import { findUserByEmail, updateUser } from '../users/index.ts';
import { accountTokenUsable, consumeAccountToken, issueAccountToken, retireAccountTokens } from './tokens.ts';

const invalidLink = () => fieldError('token', ACCOUNT_MESSAGES.invalidLink);

/** Sends a reset link when the account exists; the caller answers the same either way. */
export async function requestPasswordReset(app: FastifyInstance, email: string): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (!user) return;
  const token = await issueAccountToken(app.db, user.id, 'password_reset');
  const url = app.mail.appUrl(`/reset-password?token=${token}`);
  await queueMail(app, { userId: user.id, kind: 'password_reset', to: user.email, content: passwordResetMail(user.name, url) });
}

/** A reset link that was used, has expired or never existed is refused as the confirmation would refuse it. */
export async function checkPasswordResetLink(app: FastifyInstance, token: string): Promise<void> {
  if (!(await accountTokenUsable(app.db, 'password_reset', token))) throw invalidLink();
}

/**
 * Sets the new password and ends every session of the user. The link came to their inbox, so the address is
 * confirmed too; other reset links still out there stop working.
 */
export async function confirmPasswordReset(app: FastifyInstance, token: string, password: string): Promise<void> {
  const userId = await consumeAccountToken(app.db, 'password_reset', token);
  if (userId === undefined) throw invalidLink();
  await updateUser(app.db, userId, { password_hash: await hashPassword(password), email_verified: 1 });
  await retireAccountTokens(app.db, userId, 'password_reset');
  await endSessions(app, userId);
}

export async function sendVerificationEmail(app: FastifyInstance, user: Pick<User, 'id' | 'name' | 'email'>): Promise<void> {
  const token = await issueAccountToken(app.db, user.id, 'verify_email');
  const url = app.mail.appUrl(`/verify-email?token=${token}`);
  await queueMail(app, { userId: user.id, kind: 'verify_email', to: user.email, content: verifyEmailMail(user.name, url) });
}

/** Tells the owner that their Google sign-in removed the password of the unconfirmed account of their address. */
export async function sendGoogleTakeoverEmail(app: FastifyInstance, user: Pick<User, 'id' | 'name' | 'email'>): Promise<void> {
  await queueMail(app, { userId: user.id, kind: 'google_takeover', to: user.email, content: googleTakeoverMail(user.name, app.mail.appUrl('/login')) });
}

export async function verifyEmail(app: FastifyInstance, token: string): Promise<void> {
  const userId = await consumeAccountToken(app.db, 'verify_email', token);
  if (userId === undefined) throw invalidLink();
  await updateUser(app.db, userId, { email_verified: 1 });
  await retireAccountTokens(app.db, userId, 'verify_email');
}
