import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { conversationKeys } from './keys';

/** POST /api/conversations/{id}/read/: every message of the other side counts as read. */
export const markConversationRead = (id: number) =>
  api.post<{ unread_count: 0 }>(`/api/conversations/${id}/read/`);

export function useMarkRead(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markConversationRead(id),
    onSuccess: async () => {
      // The server reads its messages' bell items with it: the bell ('notifications', its feature's root) is read again.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: ['notifications'] }),
      ]);
    },
  });
}
