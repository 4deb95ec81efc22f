import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** DELETE /api/experience/{id}/ */
export const deleteExperience = (id: number): Promise<void> => api.delete(`/api/experience/${id}/`);

export function useDeleteExperience(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExperience,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.experiences(applicationId) }),
  });
}
