import { REMEMBERED_NAME_KEY } from '@tandem/contract';
import { hashKey } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { authKeys } from '../api/keys';

/** Storage can be missing or refuse (private windows, quotas): the name is a speed-up, never needed. */
function store(name: unknown): void {
  try {
    if (typeof name === 'string' && name.trim()) localStorage.setItem(REMEMBERED_NAME_KEY, name);
    else localStorage.removeItem(REMEMBERED_NAME_KEY);
  } catch {
    // Without it the drawn screen stays nameless until the app replaces it.
  }
}

/**
 * Keeps the signed-in user's name in the browser for the page's inline script to fill into a screen drawn at
 * build time before its first paint (the contract's remembered-name.ts says why): written whenever the user's
 * answer arrives or changes (the session at start, sign-in, a new name), removed when nobody is signed in and when
 * the answer is dropped (sign-out and account deletion clear the cache). Returns the unsubscribe.
 */
export function rememberUserName(queryClient: QueryClient): () => void {
  const userHash = hashKey(authKeys.user());
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== userHash) return;
    if (event.type === 'removed') store(undefined);
    else if (event.type === 'updated' && event.action.type === 'success') {
      // The user (AuthUser) or null for nobody signed in.
      const user: unknown = event.query.state.data;
      store(user && typeof user === 'object' && 'name' in user ? user.name : undefined);
    }
  });
}
