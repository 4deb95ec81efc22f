import type { ApplicationAnswer, ApplicationInput } from '@tandem/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** PATCH /api/application/{id}/: links and place. */
export const updateApplication = (
  applicationId: number,
  changes: ApplicationInput,
): Promise<ApplicationAnswer> => api.patch<ApplicationAnswer>(`/api/application/${applicationId}/`, changes);

export function useUpdateApplication(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ApplicationInput) => updateApplication(applicationId, changes),
    onSuccess: (answer) => queryClient.setQueryData(profileKeys.application(applicationId), answer),
  });
}
