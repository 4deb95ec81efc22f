import type { MessageAnswer, MessageInput } from '@tandem/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { withMessage } from './get-messages';
import type { MessagePages } from './get-messages';
import { conversationKeys } from './keys';

/** POST /api/conversations/{id}/messages/: 201 with the message; 400 field messages; 429 when too fast. */
export const sendMessage = (id: number, input: MessageInput) =>
  api.post<MessageAnswer>(`/api/conversations/${id}/messages/`, input);

export function useSendMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => sendMessage(id, { body }),
    onSuccess: (message) => {
      queryClient.setQueryData<MessagePages>(conversationKeys.messages(id), (data) => withMessage(data, message));
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
    },
  });
}
