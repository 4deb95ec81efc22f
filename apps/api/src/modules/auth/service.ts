import { MESSAGES, type Role } from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import type { User } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { fieldError, HttpError, throttled } from '../../lib/http-errors.ts';
import { hashPassword, spendVerifyTime, verifyPassword } from '../../lib/passwords.ts';
import { findUserByEmail, findUserByGoogleSub, insertUser, updateUser } from '../users/index.ts';
import type { GoogleIdentity } from './google.ts';

export interface SignupValues {
  name: string;
  email: string;
  password: string;
  role: Role;
  phone_number: string;
  address: string;
}

export async function signUp(app: FastifyInstance, values: SignupValues): Promise<User> {
  if (await findUserByEmail(app.db, values.email)) throw fieldError('email', MESSAGES.emailTaken);
  const { password, ...rest } = values;
  try {
    return await insertUser(app.db, { ...rest, password_hash: await hashPassword(password) });
  } catch (error) {
    // Two signups racing for one email: the unique index decides, and the loser hears why.
    if (isUniqueViolation(error)) throw fieldError('email', MESSAGES.emailTaken);
    throw error;
  }
}

const invalidCredentials = () => new HttpError(401, { detail: MESSAGES.login.invalidCredentials });

/**
 * Email and password sign-in. A wrong password and an unknown email get the same 401 after the same Argon2
 * work, and both count toward the throttles, so neither reveals an account. Failures are counted for the
 * account and address together, so an attacker elsewhere cannot lock a person out and the other people behind
 * one office address still sign in; a looser ceiling per address stops one address trying many accounts.
 */
export async function logIn(app: FastifyInstance, email: string, password: string, ip: string): Promise<User> {
  const accountAtAddress = `account:${email.trim().toLowerCase()}|ip:${ip}`;
  const throttles: [string, number][] = [
    [accountAtAddress, app.loginLimits.accountAtAddress],
    [`ip:${ip}`, app.loginLimits.address],
  ];
  const counted = await Promise.all(throttles.map(([key]) => app.loginFailures.peek(key)));
  for (const [index, { count, retryAfterSeconds }] of counted.entries()) {
    if (count >= (throttles[index]?.[1] ?? 0)) throw throttled(retryAfterSeconds);
  }
  const keys = throttles.map(([key]) => key);
  const user = await findUserByEmail(app.db, email);
  const ok = user?.password_hash ? await verifyPassword(user.password_hash, password) : (await spendVerifyTime(password), false);
  if (!user || !ok) {
    await Promise.all(keys.map((key) => app.loginFailures.fail(key)));
    throw invalidCredentials();
  }
  await app.loginFailures.clear(accountAtAddress);
  return user;
}

/** Signs in with a verified Google identity, linking it to an account with that email or creating one. */
export async function logInWithGoogle(app: FastifyInstance, identity: GoogleIdentity, role: Role): Promise<User> {
  // Google has confirmed the address, so a Google sign-in counts as a verified e-mail.
  const linked = await findUserByGoogleSub(app.db, identity.sub);
  if (linked) return linked;
  const byEmail = await findUserByEmail(app.db, identity.email);
  if (byEmail) return (await updateUser(app.db, byEmail.id, { google_sub: identity.sub, email_verified: 1 })).user;
  try {
    return await insertUser(app.db, {
      name: identity.name.slice(0, 150),
      email: identity.email,
      password_hash: null,
      google_sub: identity.sub,
      email_verified: 1,
      role,
      phone_number: '',
      address: '',
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('email', MESSAGES.emailTaken);
    throw error;
  }
}
