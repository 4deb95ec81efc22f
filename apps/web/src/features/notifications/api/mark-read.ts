import { NotificationItem } from '@tandem/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { markReadInCache } from '../lib/cache';
import { notificationKeys } from './keys';

/** POST /api/notifications/{id}/read/: answers the notification, now read. */
export async function markNotificationRead(id: number): Promise<NotificationItem> {
  return NotificationItem.parse(await api.post<unknown>(`/api/notifications/${id}/read/`));
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (read) => markReadInCache(queryClient, read),
    // Only a failure leaves the cache in doubt; the count is one small request.
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
