import { NotificationPage } from '@tandem/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** How many the panel shows at first and adds with each 'Load more'. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET /api/notifications/: one page of the user's notifications, newest first, read and unread. */
export async function getNotifications(offset: number): Promise<NotificationPage> {
  const page = await api.get<unknown>('/api/notifications/', {
    params: { limit: NOTIFICATIONS_PAGE_SIZE, offset },
  });
  return NotificationPage.parse(page);
}

/** The offset of the page after this one, read from its `next` link; undefined on the last page. */
export function nextOffset(page: NotificationPage): number | undefined {
  if (!page.next) return undefined;
  const offset = Number(new URL(page.next, 'http://local').searchParams.get('offset'));
  return Number.isFinite(offset) && offset > 0 ? offset : undefined;
}

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

export const useNotifications = () => useInfiniteQuery(notificationsQueryOptions());
