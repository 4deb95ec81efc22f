import type { NotificationItem, NotificationPage } from '@tandem/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { notificationKeys } from '../api/keys';

type ListData = InfiniteData<NotificationPage, number>;

// The bell's cache is edited in place (a live event, a click) rather than refetched: with many open tabs a refetch
// on every event would be a request storm for a number the event already tells us.

function updatePages(client: QueryClient, update: (item: NotificationItem) => NotificationItem) {
  client.setQueryData<ListData>(notificationKeys.list(), (data) =>
    data && {
      ...data,
      pages: data.pages.map((page) => ({ ...page, results: page.results.map(update) })),
    },
  );
}

const isListed = (data: ListData | undefined, id: number) =>
  data?.pages.some((page) => page.results.some((item) => item.id === id)) ?? false;

/** A notification that arrived live: first in the list, and one more unread. Does nothing if it is already there. */
export function addNotification(client: QueryClient, item: NotificationItem): void {
  const list = client.getQueryData<ListData>(notificationKeys.list());
  if (isListed(list, item.id)) return;
  if (list) {
    const [first, ...rest] = list.pages;
    if (first) {
      client.setQueryData<ListData>(notificationKeys.list(), {
        ...list,
        pages: [{ ...first, count: first.count + 1, results: [item, ...first.results] }, ...rest],
      });
    }
  }
  if (item.read_at === null) {
    client.setQueryData<number>(notificationKeys.unreadCount(), (count) => (count === undefined ? count : count + 1));
  }
}

/** One notification as the server now answers it (read); the count goes down if it was unread here. */
export function markReadInCache(client: QueryClient, read: NotificationItem): void {
  const list = client.getQueryData<ListData>(notificationKeys.list());
  const wasUnread = list?.pages.some((page) =>
    page.results.some((item) => item.id === read.id && item.read_at === null),
  );
  updatePages(client, (item) => (item.id === read.id ? read : item));
  if (wasUnread) {
    client.setQueryData<number>(notificationKeys.unreadCount(), (count) =>
      count === undefined ? count : Math.max(0, count - 1),
    );
  }
}

/** Every listed notification read at `readAt`, and the count the server answered. */
export function markAllReadInCache(client: QueryClient, readAt: string, unread: number): void {
  updatePages(client, (item) => (item.read_at === null ? { ...item, read_at: readAt } : item));
  client.setQueryData<number>(notificationKeys.unreadCount(), unread);
}

/** The listed notifications in order, each once (a live one can shift a later page onto one already shown). */
export function flattenPages(data: InfiniteData<NotificationPage> | undefined): NotificationItem[] {
  const seen = new Set<number>();
  const items: NotificationItem[] = [];
  for (const page of data?.pages ?? []) {
    for (const item of page.results) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}
