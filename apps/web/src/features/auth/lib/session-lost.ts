import { hashKey } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { authKeys } from '../api/keys';

/**
 * A session can end behind the screen's back ('Sign out everywhere else' on another device, an expiry): the first
 * 401 any query or mutation meets while the app thinks someone is signed in drops every cached answer and records
 * nobody signed in, so the screen's guard sends the person to /login with the page to come back to. Without it the
 * screen stayed, spinning over answers that would never come. Returns the unsubscribe.
 */
export function leaveOnLostSession(queryClient: QueryClient): () => void {
  const userHash = hashKey(authKeys.user());
  const lost = (error: unknown) => {
    if (!isApiError(error, 401) || !queryClient.getQueryData(authKeys.user())) return;
    // Removed first, so no screen refetches its queries in the moment before it is replaced by the login redirect.
    queryClient.removeQueries({ predicate: (query) => query.queryHash !== userHash });
    queryClient.setQueryData(authKeys.user(), null);
  };
  const fromQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') lost(event.action.error);
  });
  const fromMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') lost(event.action.error);
  });
  return () => {
    fromQueries();
    fromMutations();
  };
}
