import type { ApplicationStatus, JobApplicationAnswer, Page, RejectionNoteId } from '@tandem/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orgDashboardKeys } from '../../org-dashboard';
import { candidateKeys } from './keys';

/** PATCH /api/job-applications/{id}/ {status}: moves an applicant to another stage. */
export const moveApplication = ({ id, status, rejection_note }: { id: number; status: ApplicationStatus; rejection_note?: RejectionNoteId | undefined }): Promise<JobApplicationAnswer> =>
  api.patch<JobApplicationAnswer>(`/api/job-applications/${id}/`, rejection_note ? { status, rejection_note } : { status });

export function useMoveApplication(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveApplication,
    onSuccess: async (moved) => {
      queryClient.setQueryData<Page<JobApplicationAnswer>>(candidateKeys.applications(jobId), (page) =>
        page ? { ...page, results: page.results.map((item) => (item.id === moved.id ? moved : item)) } : page,
      );
      // The dashboard counts interviews and hires from these moves.
      await queryClient.invalidateQueries({ queryKey: orgDashboardKeys.all });
    },
  });
}

/** POST /api/job-applications/{id}/held-move/ {status}: holds a move to Rejected or Hired for its undo window. */
export const holdMove = ({ id, status, rejection_note }: { id: number; status: ApplicationStatus; rejection_note?: RejectionNoteId | undefined }): Promise<JobApplicationAnswer> =>
  api.post<JobApplicationAnswer>(`/api/job-applications/${id}/held-move/`, rejection_note ? { status, rejection_note } : { status });

/** DELETE /api/job-applications/{id}/held-move/: the undo, by the member who held it, within the window. */
export const undoMove = (id: number): Promise<JobApplicationAnswer> => api.delete<JobApplicationAnswer>(`/api/job-applications/${id}/held-move/`);

/** Puts the answer in place of the application on the board. */
function useReplaceOnBoard(jobId: number) {
  const queryClient = useQueryClient();
  return (moved: JobApplicationAnswer) =>
    queryClient.setQueryData<Page<JobApplicationAnswer>>(candidateKeys.applications(jobId), (page) =>
      page ? { ...page, results: page.results.map((item) => (item.id === moved.id ? moved : item)) } : page,
    );
}

export function useHoldMove(jobId: number) {
  const replace = useReplaceOnBoard(jobId);
  return useMutation({ mutationFn: holdMove, onSuccess: replace });
}

export function useUndoMove(jobId: number) {
  const replace = useReplaceOnBoard(jobId);
  return useMutation({ mutationFn: undoMove, onSuccess: replace });
}
