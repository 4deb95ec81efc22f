import type { JobAnswer, JobValues } from '@tandem/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jobPostKeys } from './keys';

/** POST /api/jobprofile/ (a new job) or PATCH /api/jobprofile/{id}/ (an edit), with the form's checked values. */
export const saveJob = ({ id, values }: { id?: number; values: JobValues }): Promise<JobAnswer> =>
  id === undefined
    ? api.post<JobAnswer>('/api/jobprofile/', values)
    : api.patch<JobAnswer>(`/api/jobprofile/${id}/`, values);

export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJob,
    onSuccess: async (job) => {
      queryClient.setQueryData(jobPostKeys.detail(job.id), job);
      await queryClient.invalidateQueries({ queryKey: jobPostKeys.lists() });
    },
  });
}
