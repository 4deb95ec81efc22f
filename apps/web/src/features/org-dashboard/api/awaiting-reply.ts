import type { ApplicationStatus, JobApplicationAnswer, Page, RejectionNoteId } from '@tandem/contract';
import { UI_MESSAGES } from '@tandem/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orgDashboardKeys } from './keys';

/** The panel shows the most urgent; the count says how many in all. */
export const AWAITING_LIMIT = 20;

/** GET /api/job-applications/?awaiting_reply=true: applicants still owed an answer, soonest deadline first. */
export async function getAwaitingReply(): Promise<Page<JobApplicationAnswer>> {
  const page = await api.get<Page<JobApplicationAnswer>>('/api/job-applications/', { params: { awaiting_reply: 'true', limit: AWAITING_LIMIT } });
  if (!Array.isArray(page?.results)) throw new Error(UI_MESSAGES.common.invalidApiResponse);
  return page;
}

export const useAwaitingReply = () => useQuery({ queryKey: orgDashboardKeys.awaitingReply(), queryFn: getAwaitingReply });

export interface ReplyMove {
  id: number;
  status: ApplicationStatus;
  rejection_note?: RejectionNoteId | undefined;
}

/** PATCH /api/job-applications/{id}/: the reply (a move, or a rejection with a kind note); the dashboard refreshes. */
export function useReplyToApplicant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ReplyMove) => api.patch<JobApplicationAnswer>(`/api/job-applications/${id}/`, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: orgDashboardKeys.all });
    },
  });
}
