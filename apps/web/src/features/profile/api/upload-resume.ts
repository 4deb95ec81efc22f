import type { ResumeAnswer } from '@tandem/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** POST /common/resume/upload/ as multipart with the field `resume` (a PDF). */
export function uploadResume(file: File): Promise<ResumeAnswer> {
  const form = new FormData();
  form.append('resume', file, file.name);
  return api.post<ResumeAnswer>('/common/resume/upload/', form);
}

export function useUploadResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadResume,
    onSuccess: (answer) => queryClient.setQueryData(profileKeys.resume(), answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.resume() }),
  });
}
