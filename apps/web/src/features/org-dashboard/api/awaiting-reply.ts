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

/** The longest a timer waits (setTimeout's limit is about 24.8 days; a day is plenty, the page is read again then). */
const MAX_WAIT_MS = 24 * 60 * 60 * 1000;

/**
 * Milliseconds until the soonest reply deadline on the panel has passed (plus a moment for the server's sweep), when
 * the panel must be read again: a lapsed application leaves it with no notification to the organisation.
 * False when nothing has a deadline.
 */
export function untilSoonestLapse(page: Page<JobApplicationAnswer> | undefined, now = Date.now()): number | false {
  const deadlines = (page?.results ?? []).flatMap((row) => (row.reply_due_at ? [Date.parse(row.reply_due_at)] : []));
  if (deadlines.length === 0) return false;
  return Math.min(MAX_WAIT_MS, Math.max(5_000, Math.min(...deadlines) - now + 2_000));
}

export const useAwaitingReply = () =>
  useQuery({
    queryKey: orgDashboardKeys.awaitingReply(),
    queryFn: getAwaitingReply,
    // While a decline is held (docs/product.md section C18) the panel asks each second, so it drops the row once made.
    refetchInterval: (query) => (query.state.data?.results.some((row) => row.held_move) ? 1000 : untilSoonestLapse(query.state.data)),
  });

export interface ReplyMove {
  id: number;
  status: ApplicationStatus;
  rejection_note?: RejectionNoteId | undefined;
}

/**
 * The reply: a move (PATCH /api/job-applications/{id}/), or a rejection with a kind note, held on the server for its
 * undo window like the board's (POST .../held-move/); the dashboard refreshes.
 */
export function useReplyToApplicant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ReplyMove) =>
      body.status === 'rejected'
        ? api.post<JobApplicationAnswer>(`/api/job-applications/${id}/held-move/`, body)
        : api.patch<JobApplicationAnswer>(`/api/job-applications/${id}/`, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: orgDashboardKeys.all });
    },
  });
}

/** DELETE /api/job-applications/{id}/held-move/: undoes a held decline within its window. */
export function useUndoReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<JobApplicationAnswer>(`/api/job-applications/${id}/held-move/`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: orgDashboardKeys.all });
    },
  });
}
