import type { Page, SavedSearchAnswer, SavedSearchInput, SavedSearchPatch } from '@tandem/contract';
import { SAVED_SEARCHES_MAX } from '@tandem/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const savedSearchKeys = { all: ['saved-searches'] as const, list: () => [...savedSearchKeys.all, 'list'] as const };

/** GET /api/saved-searches/: the candidate's own, newest first (a person keeps at most SAVED_SEARCHES_MAX). */
export const useSavedSearches = () =>
  useQuery({
    queryKey: savedSearchKeys.list(),
    queryFn: () => api.get<Page<SavedSearchAnswer>>('/api/saved-searches/', { params: { limit: SAVED_SEARCHES_MAX } }),
  });

function useSettle() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
}

/** POST /api/saved-searches/ */
export function useSaveSearch() {
  const settle = useSettle();
  return useMutation({ mutationFn: (input: SavedSearchInput) => api.post<SavedSearchAnswer>('/api/saved-searches/', input), onSettled: settle });
}

/** PATCH /api/saved-searches/{id}/: rename, or change the alert. */
export function useUpdateSavedSearch() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: SavedSearchPatch }) => api.patch<SavedSearchAnswer>(`/api/saved-searches/${id}/`, patch),
    onSettled: settle,
  });
}

/** DELETE /api/saved-searches/{id}/ */
export function useDeleteSavedSearch() {
  const settle = useSettle();
  return useMutation({ mutationFn: (id: number) => api.delete(`/api/saved-searches/${id}/`), onSettled: settle });
}
