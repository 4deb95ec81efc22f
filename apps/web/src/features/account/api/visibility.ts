import type { UserAnswer, Visibility } from '@tandem/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/query-keys';

/**
 * GET /api/users/{id}/, for the candidate's visibility (docs/product.md section C13): the user record under its one
 * key (shared with the profile screens), of which this reads the visibility.
 */
export const visibilityQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: resourceKeys.user(userId),
    queryFn: () => api.get<UserAnswer>(`/api/users/${userId}/`),
    select: (user) => user.visibility,
  });

export const useVisibility = (userId: number) => useQuery(visibilityQueryOptions(userId));

/** PATCH /api/users/{id}/ { visibility }: the answer becomes the user record's data; resolves to the visibility. */
export function useSetVisibility(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (visibility: Visibility) => {
      const user = await api.patch<UserAnswer>(`/api/users/${userId}/`, { visibility });
      queryClient.setQueryData(resourceKeys.user(userId), user);
      return user.visibility;
    },
  });
}
