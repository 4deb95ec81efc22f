import type { UserAnswer, Visibility } from '@tandem/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** The query key of a user's visibility (kept here, beside its only reader). */
export const visibilityKey = (userId: number) => [...accountKeys.all, 'visibility', userId] as const;

/** GET /api/users/{id}/, for the candidate's visibility (docs/product.md section C13). */
export const visibilityQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: visibilityKey(userId),
    queryFn: async () => (await api.get<UserAnswer>(`/api/users/${userId}/`)).visibility,
  });

export const useVisibility = (userId: number) => useQuery(visibilityQueryOptions(userId));

/** PATCH /api/users/{id}/ { visibility }: the answer's visibility becomes the query's data. */
export function useSetVisibility(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (visibility: Visibility) =>
      (await api.patch<UserAnswer>(`/api/users/${userId}/`, { visibility })).visibility,
    onSuccess: (visibility) => queryClient.setQueryData(visibilityKey(userId), visibility),
  });
}
