import type { JobApplicationAnswer } from '@tandem/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applicationKeys } from './keys';

/** POST /api/job-applications/{id}/withdraw/: the candidate takes an open application back. */
export const withdrawApplication = (id: number): Promise<JobApplicationAnswer> =>
  api.post<JobApplicationAnswer>(`/api/job-applications/${id}/withdraw/`);

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: (updated) =>
      queryClient.setQueryData<JobApplicationAnswer[]>(applicationKeys.list(), (list) =>
        list?.map((item) => (item.id === updated.id ? updated : item)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
