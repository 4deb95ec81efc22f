import { MessageAnswer } from '@tandem/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../../lib/live-events';
import { withMessage } from '../api/get-messages';
import type { MessagePages } from '../api/get-messages';
import { conversationKeys } from '../api/keys';

/**
 * Keeps conversations current from the live stream: every `message` event refreshes the lists (last message,
 * unread counts), and one for the open conversation is added to its messages at once; `onIncoming` hears the
 * other side's messages there (to mark them read).
 */
export function useLiveMessages(openId?: number, onIncoming?: (message: MessageAnswer) => void) {
  const queryClient = useQueryClient();
  useLiveEvent('message', (data) => {
    const parsed = MessageAnswer.safeParse(data);
    if (!parsed.success) return;
    const message = parsed.data;
    void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
    if (message.conversation !== openId) return;
    queryClient.setQueryData<MessagePages>(conversationKeys.messages(message.conversation), (pages) => withMessage(pages, message));
    if (!message.mine) onIncoming?.(message);
  });
}
