import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** DELETE /api/education/{id}/ */
export const deleteEducation = (id: number): Promise<void> => api.delete(`/api/education/${id}/`);

export function useDeleteEducation(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEducation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.educations(applicationId) }),
  });
}
