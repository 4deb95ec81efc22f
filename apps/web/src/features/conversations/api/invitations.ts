import type { DeclineInput, InvitationAnswer, InvitationInput, Page } from '@tandem/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { conversationKeys, invitationKeys } from './keys';

/** Enough for every invitation of a candidate or of one job; the server caps a page at 1000. */
const LIMIT = 1000;

/** GET /api/invitations/: the candidate's own, or (with a job) those the organisation sent for it. */
export const useInvitations = (job?: number, enabled = true) =>
  useQuery({
    queryKey: invitationKeys.list(job),
    queryFn: () => api.get<Page<InvitationAnswer>>('/api/invitations/', { params: { job, limit: LIMIT } }),
    enabled,
  });

/** POST /api/jobprofile/{id}/invite/ */
export function useInvite(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitationInput) => api.post<InvitationAnswer>(`/api/jobprofile/${jobId}/invite/`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}

/** Accepting applies to the job and opens its conversation; declining may say why. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  const settle = () => {
    void queryClient.invalidateQueries({ queryKey: invitationKeys.all });
    void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['applications'] });
  };
  const accept = useMutation({
    mutationFn: (id: number) => api.post<InvitationAnswer>(`/api/invitations/${id}/accept/`),
    onSettled: settle,
  });
  const decline = useMutation({
    mutationFn: ({ id, input }: { id: number; input: DeclineInput }) =>
      api.post<InvitationAnswer>(`/api/invitations/${id}/decline/`, input),
    onSettled: settle,
  });
  return { accept, decline };
}
