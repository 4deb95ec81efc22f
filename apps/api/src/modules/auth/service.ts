import { MESSAGES, TRUST_MESSAGES, type Role } from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import type { User } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { fieldError, HttpError, throttled } from '../../lib/http-errors.ts';
import { accountDelayMs } from '../../lib/login-throttle.ts';
import { hashPassword, spendVerifyTime, verifyPassword } from '../../lib/passwords.ts';
import { endSessions } from './end-sessions.ts';
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
 * A suspended account, or a member of a suspended organisation, cannot sign in (docs/product.md section C20): a
 * 403 that says so, given only once the password was right, so it reveals nothing to someone guessing.
 */
export async function refuseSuspended(app: FastifyInstance, user: User): Promise<void> {
  if (user.suspended_at !== null) throw new HttpError(403, { detail: TRUST_MESSAGES.suspendedSignIn });
  if (user.company_id === null) return;
  const company = await app.db.selectFrom('companies').select('suspended_at').where('id', '=', user.company_id).executeTakeFirst();
  if (company?.suspended_at) throw new HttpError(403, { detail: TRUST_MESSAGES.organisationSuspendedSignIn });
}

/**
 * Email and password sign-in. A wrong password and an unknown email get the same 401 after the same Argon2
 * work, and all count toward the throttles, so neither reveals an account. Failures are counted for the
 * account and address together, so an attacker elsewhere cannot lock a person out and the other people behind
 * one office address still sign in; a looser ceiling per address stops one address trying many accounts. An
 * account failing from many addresses is only slowed (a growing delay, lib/login-throttle.ts accountDelayMs):
 * the right password from an address with no failures of its own always gets in.
 */
export async function logIn(app: FastifyInstance, email: string, password: string, ip: string): Promise<User> {
  const account = `account:${email.trim().toLowerCase()}`;
  const accountAtAddress = `${account}|ip:${ip}`;
  const throttles: [string, number][] = [
    [accountAtAddress, app.loginLimits.accountAtAddress],
    [`ip:${ip}`, app.loginLimits.address],
  ];
  const [counted, accountWide] = await Promise.all([
    Promise.all(throttles.map(([key]) => app.loginFailures.peek(key))),
    app.loginFailures.peek(account),
  ]);
  for (const [index, { count, retryAfterSeconds }] of counted.entries()) {
    if (count >= (throttles[index]?.[1] ?? 0)) throw throttled(retryAfterSeconds);
  }
  const { accountAtAddress: threshold, accountDelayMaxMs } = app.loginLimits;
  const delay = accountDelayMs(accountWide.count, threshold, accountDelayMaxMs);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  const user = await findUserByEmail(app.db, email);
  const ok = user?.password_hash ? await verifyPassword(user.password_hash, password) : (await spendVerifyTime(password), false);
  if (!user || !ok) {
    await Promise.all([...throttles.map(([key]) => key), account].map((key) => app.loginFailures.fail(key)));
    throw invalidCredentials();
  }
  // The account-wide count stays: an attacker's failures are not wiped by the owner signing in between them.
  await app.loginFailures.clear(accountAtAddress);
  await refuseSuspended(app, user);
  return user;
}

export interface GoogleSignIn {
  user: User;
  /** An unconfirmed account of this e-mail was taken over: its password removed and its sessions ended. */
  securedUnconfirmed: boolean;
}

/**
 * Signs in with a verified Google identity, linking it to an account with that email or creating one. An account
 * of that e-mail whose address was never confirmed may have been made by someone else to lie in wait (account
 * pre-hijacking): its password goes and its sessions end before the owner's Google session starts, so whoever
 * made it keeps no way in. The route tells the owner by e-mail.
 */
export async function logInWithGoogle(app: FastifyInstance, identity: GoogleIdentity, role: Role): Promise<GoogleSignIn> {
  // Google has confirmed the address, so a Google sign-in counts as a verified e-mail.
  const linked = await findUserByGoogleSub(app.db, identity.sub);
  if (linked) {
    await refuseSuspended(app, linked);
    return { user: linked, securedUnconfirmed: false };
  }
  const byEmail = await findUserByEmail(app.db, identity.email);
  if (byEmail) {
    await refuseSuspended(app, byEmail);
    const unconfirmed = !byEmail.email_verified;
    const { user } = await updateUser(app.db, byEmail.id, { google_sub: identity.sub, email_verified: 1, ...(unconfirmed ? { password_hash: null } : {}) });
    if (unconfirmed) await endSessions(app, byEmail.id);
    return { user, securedUnconfirmed: unconfirmed };
  }
  try {
    const user = await insertUser(app.db, {
      name: identity.name.slice(0, 150),
      email: identity.email,
      password_hash: null,
      google_sub: identity.sub,
      email_verified: 1,
      role,
      phone_number: '',
      address: '',
    });
    return { user, securedUnconfirmed: false };
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('email', MESSAGES.emailTaken);
    throw error;
  }
}
