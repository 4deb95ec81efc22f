import type { PasswordResetConfirm, PasswordResetRequest } from '@tandem/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from '../../auth';
import { accountKeys } from './keys';

interface DetailAnswer {
  detail: string;
}

/** POST /api/password-reset/: the same answer whether or not the account exists. */
export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: (body: PasswordResetRequest) => api.post<DetailAnswer>('/api/password-reset/', body) });

/**
 * POST /api/password-reset/check/: whether the link still works, asked once when its page opens (a 400 for a used
 * or expired one), so a used link shows no form to fill in for nothing. Not asked again once the password is set.
 */
export const useResetLinkCheck = (token: string, enabled: boolean) =>
  useQuery({
    queryKey: accountKeys.resetLink(token),
    queryFn: () => api.post<DetailAnswer>('/api/password-reset/check/', { token }),
    enabled,
    retry: false,
    staleTime: Infinity,
  });

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
