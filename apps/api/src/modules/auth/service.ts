import { MESSAGES, type Role } from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import type { User } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { fieldError, HttpError, throttled } from '../../lib/http-errors.ts';
import { hashPassword, spendVerifyTime, verifyPassword } from '../../lib/passwords.ts';
import { findUserByEmail, findUserByGoogleSub, insertUser, updateUser } from '../users/repository.ts';
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
 * work, and both count toward the throttles (per account and per address), so neither reveals an account.
 */
export async function logIn(app: FastifyInstance, email: string, password: string, ip: string): Promise<User> {
  const keys = [`account:${email}`, `ip:${ip}`];
  const limit = app.loginFailuresLimit;
  for (const key of keys) {
    const { count, retryAfterSeconds } = await app.loginFailures.peek(key);
    if (count >= limit) throw throttled(retryAfterSeconds);
  }
  const user = await findUserByEmail(app.db, email);
  const ok = user?.password_hash ? await verifyPassword(user.password_hash, password) : (await spendVerifyTime(password), false);
  if (!user || !ok) {
    await Promise.all(keys.map((key) => app.loginFailures.fail(key)));
    throw invalidCredentials();
  }
  await app.loginFailures.clear(keys[0] as string);
  return user;
}

/** Signs in with a verified Google identity, linking it to an account with that email or creating one. */
export async function logInWithGoogle(app: FastifyInstance, identity: GoogleIdentity, role: Role): Promise<User> {
  const linked = await findUserByGoogleSub(app.db, identity.sub);
  if (linked) return linked;
  const byEmail = await findUserByEmail(app.db, identity.email);
  if (byEmail) return (await updateUser(app.db, byEmail.id, { google_sub: identity.sub })).user;
  try {
    return await insertUser(app.db, {
      name: identity.name.slice(0, 150),
      email: identity.email,
      password_hash: null,
      google_sub: identity.sub,
      role,
      phone_number: '',
      address: '',
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('email', MESSAGES.emailTaken);
    throw error;
  }
}
