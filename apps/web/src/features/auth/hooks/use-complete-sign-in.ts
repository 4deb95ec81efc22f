import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { authKeys } from '../api/keys';
import { homePathFor } from '../lib/redirect-by-role';
import type { AuthUser } from '../types';

/** After login, signup or Google sign-in: remember the user, drop anything cached before, go where the role belongs. */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (user: AuthUser) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
      queryClient.setQueryData(authKeys.user(), user);
      queryClient.setQueryData(authKeys.session(), { isAuthenticated: true });
      await navigate(homePathFor(user) ?? '/landingpage', { replace: true });
    },
    [queryClient, navigate],
  );
}
