import { ADMIN_ROLE, MESSAGES, ROLES, TRUST_MESSAGES } from '@tandem/contract';
import { ApiError, NetworkError } from '../../../lib/api-client';
import type { AuthResponse, AuthUser } from '../types';

/** The login messages of docs/product.md section 8, by what went wrong. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return MESSAGES.login.invalidCredentials;
    if (error.status === 404) return MESSAGES.login.userNotFound;
    // A suspended account, or a member of a suspended organisation (docs/product.md section C20): say so.
    const suspended: readonly (string | undefined)[] = [TRUST_MESSAGES.suspendedSignIn, TRUST_MESSAGES.organisationSuspendedSignIn];
    if (error.status === 403 && suspended.includes(error.detail)) return error.detail ?? MESSAGES.login.failed;
    return MESSAGES.login.failed;
  }
  if (error instanceof NetworkError) return MESSAGES.login.network;
  return MESSAGES.login.unexpected;
}

// The signup roles and the operator's (made only by the admin command, docs/product.md section C20).
const isRole = (role: unknown): role is AuthUser['role'] => role === ADMIN_ROLE || (ROLES as readonly unknown[]).includes(role);

/** Checks an answer of login or signup: no id and no role are the two failures docs/product.md section 8 names. */
export function toAuthUser(
  response: AuthResponse | null | undefined,
): { user: AuthUser } | { error: string } {
  if (!response || response.id == null) return { error: MESSAGES.login.noId };
  if (!isRole(response.role)) return { error: MESSAGES.login.roleMissing };
  return {
    user: {
      id: response.id,
      role: response.role,
      name: response.name ?? '',
      email: response.email ?? '',
      company: response.company ?? null,
      ...(response.email_verified === undefined ? {} : { email_verified: response.email_verified }),
    },
  };
}
