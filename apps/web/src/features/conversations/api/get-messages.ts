import type { MessageAnswer, Page } from '@tandem/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { conversationKeys } from './keys';

export const MESSAGES_PAGE = 30;

/** Which slice of the oldest-first list to ask for; null is "the newest page", whose offset the count decides. */
export type MessageWindow = { offset: number; limit: number } | null;

export interface MessagePage {
  offset: number;
  results: MessageAnswer[];
}

export type MessagePages = InfiniteData<MessagePage, MessageWindow>;

const fetchWindow = (id: number, offset: number, limit: number) =>
  api.get<Page<MessageAnswer>>(`/api/conversations/${id}/messages/`, { params: { offset, limit } });

/**
 * Messages come oldest first (docs/product.md section C11), and a conversation opens at its newest: the first call reads
 * only the count (limit 0), the second the last page; older pages are earlier windows that never overlap it.
 */
export async function getMessagePage(id: number, window: MessageWindow): Promise<MessagePage> {
  if (window) return { offset: window.offset, results: (await fetchWindow(id, window.offset, window.limit)).results };
  const { count } = await fetchWindow(id, 0, 0);
  const offset = Math.max(0, count - MESSAGES_PAGE);
  return { offset, results: (await fetchWindow(id, offset, MESSAGES_PAGE)).results };
}

/** The window just before `first`, ending where it starts (so none overlap); none before the first message. */
export const olderWindow = (first: MessagePage): MessageWindow | undefined =>
  first.offset > 0 ? { offset: Math.max(0, first.offset - MESSAGES_PAGE), limit: Math.min(MESSAGES_PAGE, first.offset) } : undefined;

export const useMessages = (id: number) =>
  useInfiniteQuery({
    queryKey: conversationKeys.messages(id),
    queryFn: ({ pageParam }) => getMessagePage(id, pageParam),
    initialPageParam: null as MessageWindow,
    // Pages are kept oldest first: "previous" is the page before the earliest loaded.
    getPreviousPageParam: olderWindow,
    getNextPageParam: () => undefined,
  });

/** The pages with `message` added at the end, unless it is already there (a live echo of one just sent). */
export function withMessage(data: MessagePages | undefined, message: MessageAnswer): MessagePages | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((page) => page.results.some((item) => item.id === message.id))) return data;
  const pages = [...data.pages];
  const last = pages[pages.length - 1]!;
  pages[pages.length - 1] = { ...last, results: [...last.results, message] };
  return { ...data, pages };
}
