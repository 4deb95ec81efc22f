import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { authKeys } from '../api/keys';
import { homePathFor } from '../lib/redirect-by-role';
import { useNextPath } from './use-next-path';
import type { AuthUser } from '../types';

/** Set at signup, for the tab's session: the new candidate's home offers the import until they take or decline it. */
export const OFFER_IMPORT_KEY = 'tandem.offer-import';

/**
 * After login, signup or Google sign-in: remember the user, drop anything cached before, and go back to the screen a
 * link pointed to (`?next=`, same-site paths only) or else where the role belongs.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const next = useNextPath();
  return useCallback(
    // `welcome`: a new account, whose home offers to import a résumé (candidate-home's ImportOffer reads the mark).
    async (user: AuthUser, welcome = false) => {
      if (welcome) sessionStorage.setItem(OFFER_IMPORT_KEY, '1');
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
      queryClient.setQueryData(authKeys.user(), user);
      queryClient.setQueryData(authKeys.session(), { isAuthenticated: true });
      // Back where the link pointed (`?next=`), except for an organisation that must add its company first.
      const home = homePathFor(user);
      await navigate((home !== '/addcompany' && next) || home || '/landingpage', { replace: true });
    },
    [queryClient, navigate, next],
  );
}
