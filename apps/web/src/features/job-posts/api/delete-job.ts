import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jobPostKeys } from './keys';

/** DELETE /api/jobprofile/{id}/: 204. */
export const deleteJob = (id: number): Promise<void> => api.delete(`/api/jobprofile/${id}/`);

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: jobPostKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: jobPostKeys.lists() });
    },
  });
}
