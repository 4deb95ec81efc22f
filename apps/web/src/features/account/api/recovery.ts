import type { PasswordResetConfirm, PasswordResetRequest } from '@tandem/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from '../../auth';

interface DetailAnswer {
  detail: string;
}

/** POST /api/password-reset/: the same answer whether or not the account exists. */
export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: (body: PasswordResetRequest) => api.post<DetailAnswer>('/api/password-reset/', body) });

/** POST /api/password-reset/confirm/: every session of the user ends, this browser's too. */
export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordResetConfirm) => api.post<DetailAnswer>('/api/password-reset/confirm/', body),
    onSuccess: () => queryClient.clear(),
  });
}

/** POST /api/verify-email/: the signed-in user, if it is them, now shows as confirmed. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post<DetailAnswer>('/api/verify-email/', { token }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.user() }),
  });
}

export const useResendVerification = () =>
  useMutation({ mutationFn: () => api.post<DetailAnswer>('/api/verify-email/resend/') });
