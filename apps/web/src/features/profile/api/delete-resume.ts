import type { ResumeAnswer } from '@tandem/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** DELETE /common/resume/upload/ (204). */
export const deleteResume = (): Promise<void> => api.delete('/common/resume/upload/');

export function useDeleteResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResume,
    onSuccess: () => queryClient.setQueryData<ResumeAnswer>(profileKeys.resume(), { resume: null }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.resume() }),
  });
}
