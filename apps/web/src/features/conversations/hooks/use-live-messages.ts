import type { MessageAnswer } from '@tandem/contract';
import { useQueryClient } from '@tanstack/react-query';
import { usePreloadWhenIdle } from '../../../lib/deferred-resolver';
import { useLiveEvent } from '../../../lib/live-events';
import { withMessage } from '../api/get-messages';
import type { MessagePages } from '../api/get-messages';
import { conversationKeys } from '../api/keys';
import { liveMessageRules } from '../lib/conversation-rules';

/**
 * Keeps conversations current from the live stream: every `message` event refreshes the lists (last message,
 * unread counts), and one for the open conversation is added to its messages at once; `onIncoming` hears the
 * other side's messages there (to mark them read). Each event is checked against the contract's MessageAnswer, whose
 * schema loads when the page is idle (or with the first event); events keep their order while it loads.
 */
export function useLiveMessages(openId?: number, onIncoming?: (message: MessageAnswer) => void) {
  const queryClient = useQueryClient();
  usePreloadWhenIdle(liveMessageRules);
  const receive = async (data: unknown) => {
    const parsed = await liveMessageRules.safeParse(data);
    if (!parsed?.success) return;
    const message = parsed.data;
    void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
    if (message.conversation !== openId) return;
    queryClient.setQueryData<MessagePages>(conversationKeys.messages(message.conversation), (pages) => withMessage(pages, message));
    if (!message.mine) onIncoming?.(message);
  };
  useLiveEvent('message', (data) => void receive(data));
}
