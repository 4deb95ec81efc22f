import type { Page, VolunteerOpportunityAnswer, VolunteerOpportunityInput } from '@tandem/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orgDashboardKeys } from './keys';

export const OPPORTUNITIES_PAGE_SIZE = 5;

/** GET /api/volunteer-opportunities/my_opportunities/: for an organisation, its own (inactive included). */
export const getOwnOpportunities = (offset: number): Promise<Page<VolunteerOpportunityAnswer>> =>
  api.get<Page<VolunteerOpportunityAnswer>>('/api/volunteer-opportunities/my_opportunities/', {
    params: { limit: OPPORTUNITIES_PAGE_SIZE, offset },
  });

export const useOwnOpportunities = (offset: number) =>
  useQuery({
    queryKey: orgDashboardKeys.ownOpportunities(offset),
    queryFn: () => getOwnOpportunities(offset),
    placeholderData: keepPreviousData,
  });

export const saveOpportunity = ({
  id,
  values,
}: {
  id?: number;
  values: VolunteerOpportunityInput;
}): Promise<VolunteerOpportunityAnswer> =>
  id === undefined
    ? api.post<VolunteerOpportunityAnswer>('/api/volunteer-opportunities/', values)
    : api.put<VolunteerOpportunityAnswer>(`/api/volunteer-opportunities/${id}/`, values);

export const deleteOpportunity = (id: number): Promise<void> => api.delete(`/api/volunteer-opportunities/${id}/`);

export function useSaveOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOpportunity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgDashboardKeys.opportunities() }),
  });
}

export function useDeleteOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOpportunity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgDashboardKeys.opportunities() }),
  });
}
