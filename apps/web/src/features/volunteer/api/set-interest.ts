import type { Page, VolunteerOpportunityAnswer } from '@tandem/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { volunteerKeys } from './keys';

/** Apply Now: POST /api/volunteer-opportunities/{id}/interest/ (idempotent); DELETE withdraws it. */
export const setInterest = (id: number, interested: boolean): Promise<unknown> =>
  interested
    ? api.post<VolunteerOpportunityAnswer>(`/api/volunteer-opportunities/${id}/interest/`)
    : api.delete(`/api/volunteer-opportunities/${id}/interest/`);

export function useSetInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, interested }: { id: number; interested: boolean }) => setInterest(id, interested),
    onSuccess: (_answer, { id, interested }) =>
      queryClient.setQueriesData<Page<VolunteerOpportunityAnswer>>(
        { queryKey: volunteerKeys.lists() },
        (page) =>
          page
            ? {
                ...page,
                results: page.results.map((item) => (item.id === id ? { ...item, interested } : item)),
              }
            : page,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: volunteerKeys.all }),
  });
}
