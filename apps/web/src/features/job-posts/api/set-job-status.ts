import type { JobAnswer, JobStatus } from '@tandem/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jobPostKeys } from './keys';

/** PATCH /api/jobprofile/{id}/ {status}: active, paused (hidden from candidates, kept open) or closed. */
export const setJobStatus = ({ id, status }: { id: number; status: JobStatus }): Promise<JobAnswer> =>
  api.patch<JobAnswer>(`/api/jobprofile/${id}/`, { status });

export function useSetJobStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setJobStatus,
    onSuccess: async (job) => {
      queryClient.setQueryData(jobPostKeys.detail(job.id), job);
      // The dashboard's Active Jobs figure follows the status too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jobPostKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: ['org-dashboard'] }),
      ]);
    },
  });
}
