import type { CompanyInviteInput, CompanyJoinAnswer, CompanyMemberRole, CompanyMembersAnswer } from '@tandem/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from '../../auth';

export const teamKeys = { members: (companyId: number) => ['team', companyId, 'members'] as const };

/** GET /api/company/{id}/members/: the members and what the signed-in user may do (the server decides). */
export const useMembers = (companyId: number | null | undefined) =>
  useQuery({
    queryKey: teamKeys.members(companyId ?? 0),
    queryFn: () => api.get<CompanyMembersAnswer>(`/api/company/${companyId}/members/`),
    enabled: companyId != null && companyId > 0,
  });

function useTeamMutation<T>(companyId: number, call: (input: T) => Promise<unknown>, refreshUser = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: teamKeys.members(companyId) });
      if (refreshUser) await queryClient.invalidateQueries({ queryKey: authKeys.user() });
    },
  });
}

export const useInvite = (companyId: number) =>
  useTeamMutation(companyId, (input: CompanyInviteInput) => api.post(`/api/company/${companyId}/members/invite/`, input));

export const useChangeRole = (companyId: number) =>
  useTeamMutation(companyId, ({ userId, role }: { userId: number; role: CompanyMemberRole }) => api.patch(`/api/company/${companyId}/members/${userId}/`, { role }));

/** Removing yourself (leaving) changes your own account too: it is read again. */
export const useRemoveMember = (companyId: number, self: boolean) =>
  useTeamMutation(companyId, (userId: number) => api.delete(`/api/company/${companyId}/members/${userId}/`), self);

export function useJoinCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post<CompanyJoinAnswer>('/api/company/join/', { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.user() }),
  });
}
