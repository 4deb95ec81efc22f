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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.lists() }),
  });
}
