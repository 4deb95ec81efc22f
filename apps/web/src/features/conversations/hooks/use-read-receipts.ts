import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { getMessagePage } from '../api/get-messages';
import type { MessagePages } from '../api/get-messages';
import { conversationKeys } from '../api/keys';

/** While the conversation is on screen, how often the newest page is read again for 'Read' receipts. */
const EVERY_MS = 20_000;

/**
 * The stream says when a message arrives, not when the other side reads one; so the newest page is read again
 * now and then (and whenever they write, which they do with the conversation open) and its read_at values are
 * copied onto the messages on screen, without disturbing the pages loaded or the scroll position.
 */
export function useReadReceipts(id: number) {
  const queryClient = useQueryClient();
  const refresh = useCallback(async () => {
    const newest = await getMessagePage(id, null).catch(() => null);
    if (!newest) return;
    const readAt = new Map(newest.results.map((message) => [message.id, message.read_at]));
    queryClient.setQueryData<MessagePages>(conversationKeys.messages(id), (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          results: page.results.map((message) => {
            const read = readAt.get(message.id);
            return read !== undefined && read !== message.read_at ? { ...message, read_at: read } : message;
          }),
        })),
      },
    );
  }, [id, queryClient]);

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, EVERY_MS);
    return () => window.clearInterval(timer);
  }, [refresh]);
  return refresh;
}
