import type { JobApplicationAnswer, JobApplyInput } from '@tandem/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applicationKeys } from '../../applications';

/** POST /api/jobprofile/{id}/apply/: once per job (400 'You have already applied to this job.'). */
export const applyToJob = (jobId: number, input: JobApplyInput = {}): Promise<JobApplicationAnswer> =>
  api.post<JobApplicationAnswer>(`/api/jobprofile/${jobId}/apply/`, input);

export function useApplyToJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, note }: { jobId: number; note?: string }) =>
      applyToJob(jobId, note ? { note } : {}),
    onSuccess: (application) =>
      queryClient.setQueryData<JobApplicationAnswer[]>(applicationKeys.list(), (list) =>
        list ? [application, ...list] : list,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
