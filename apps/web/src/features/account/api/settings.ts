import type {
  AccountSession,
  ChangePasswordInput,
  NotificationPreferences,
  NotificationPreferencesPatch,
} from '@tandem/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** POST /api/account/password/: every other session ends, so the sessions list changes too. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => api.post<{ detail: string }>('/api/account/password/', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.sessions(), queryFn: () => api.get<AccountSession[]>('/api/account/sessions/') });

export const useSessions = () => useQuery(sessionsQueryOptions());

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/account/sessions/${id}/`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ ended: number }>('/api/account/sessions/end-others/'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

export const usePreferences = () =>
  useQuery({
    queryKey: accountKeys.preferences(),
    queryFn: () => api.get<NotificationPreferences>('/api/notification-preferences/'),
  });

/** PATCH /api/notification-preferences/: the answer is the whole set, kept as the query's data. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: NotificationPreferencesPatch) =>
      api.patch<NotificationPreferences>('/api/notification-preferences/', patch),
    onSuccess: (preferences) => queryClient.setQueryData(accountKeys.preferences(), preferences),
  });
}
