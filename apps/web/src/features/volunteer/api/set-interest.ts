import type { Page, VolunteerInterestInput, VolunteerOpportunityAnswer } from '@tandem/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { volunteerKeys } from './keys';

/** Apply Now: POST /api/volunteer-opportunities/{id}/interest/ with the note and consent (idempotent); DELETE withdraws it. */
export const setInterest = (id: number, interested: boolean, input?: VolunteerInterestInput): Promise<unknown> =>
  interested
    ? api.post<VolunteerOpportunityAnswer>(`/api/volunteer-opportunities/${id}/interest/`, input)
    : api.delete(`/api/volunteer-opportunities/${id}/interest/`);

export function useSetInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, interested, input }: { id: number; interested: boolean; input?: VolunteerInterestInput }) =>
      setInterest(id, interested, input),
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
