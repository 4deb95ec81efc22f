import type { SkillAnswer } from '@tandem/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** DELETE /api/skill/{id}/ */
export const deleteSkill = (id: number): Promise<void> => api.delete(`/api/skill/${id}/`);

/** Removes at once from the list; a failure is silent (docs/product.md section 8: logged only) and the list comes back. */
export function useDeleteSkill(applicationId: number) {
  const queryClient = useQueryClient();
  const key = profileKeys.skills(applicationId);
  return useMutation({
    mutationFn: deleteSkill,
    onMutate: async (id: number) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SkillAnswer[]>(key);
      queryClient.setQueryData<SkillAnswer[]>(key, (skills) => skills?.filter((skill) => skill.id !== id));
      return { previous };
    },
    onError: (error, _id, context) => {
      console.error('Skill delete failed', error);
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
