import type { ApplicationStatus, JobApplicationAnswer, Page } from '@tandem/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orgDashboardKeys } from '../../org-dashboard';
import { candidateKeys } from './keys';

/** PATCH /api/job-applications/{id}/ {status}: moves an applicant to another stage. */
export const moveApplication = ({ id, status }: { id: number; status: ApplicationStatus }): Promise<JobApplicationAnswer> =>
  api.patch<JobApplicationAnswer>(`/api/job-applications/${id}/`, { status });

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
