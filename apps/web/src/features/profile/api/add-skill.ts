import type { SkillAnswer, SkillInput } from '@tandem/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** POST /api/skill/: a catalogue skill with a score of 0 to 10. */
export const addSkill = (input: SkillInput): Promise<SkillAnswer> =>
  api.post<SkillAnswer>('/api/skill/', input);

export function useAddSkill(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<SkillInput, 'application'>) =>
      addSkill({ ...input, application: applicationId }),
    onSuccess: (skill) =>
      queryClient.setQueryData<SkillAnswer[]>(profileKeys.skills(applicationId), (skills) => [
        ...(skills ?? []),
        skill,
      ]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.skills(applicationId) }),
  });
}
