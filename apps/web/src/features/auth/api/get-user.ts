import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { looksSignedIn } from '../lib/looks-signed-in';
import type { AuthUser } from '../types';
import { getSession } from './get-session';
import { authKeys } from './keys';

/** GET /api/whoami/: the signed-in user, or null when the server answers 401 (or 403). */
export async function getWhoami(): Promise<AuthUser | null> {
  try {
    return await api.get<AuthUser>('/api/whoami/');
  } catch (error) {
    if (isApiError(error, 401) || isApiError(error, 403)) return null;
    throw error;
  }
}

/**
 * Who is signed in. The session check answers 200 for everyone (so an anonymous visitor causes no 401 in the
 * console) and sets the CSRF cookie the login and signup forms will need; whoami follows only when it says there is
 * a session. A browser that looks signed in asks both at once instead, saving a round trip before every guarded
 * screen; the session's answer still decides.
 */
export async function getCurrentUser(): Promise<AuthUser | null> {
  if (looksSignedIn()) {
    const [session, user] = await Promise.all([getSession(), getWhoami()]);
    return session.isAuthenticated ? user : null;
  }
  const session = await getSession();
  return session.isAuthenticated ? getWhoami() : null;
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.user(),
    queryFn: getCurrentUser,
    staleTime: 5 * 60 * 1000,
  });

export const useUser = () => useQuery(userQueryOptions());
