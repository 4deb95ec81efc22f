import { UnreadCount } from '@tandem/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { markAllReadInCache } from '../lib/cache';
import { notificationKeys } from './keys';

/** POST /api/notifications/read-all/: answers the unread count left (0). */
export async function markAllNotificationsRead(): Promise<number> {
  return UnreadCount.parse(await api.post<unknown>('/api/notifications/read-all/')).count;
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: (unread) => markAllReadInCache(queryClient, new Date().toISOString(), unread),
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
