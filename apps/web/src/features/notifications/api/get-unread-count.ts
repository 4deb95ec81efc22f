import type { UnreadCount } from '@tandem/contract';
import { UI_MESSAGES } from '@tandem/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/**
 * GET /api/notifications/unread-count/: the number on the bell. Checked by hand, not with the contract's zod
 * schema: this runs on every signed-in page's first load, which zod would add about 25 kB (gzip) to.
 */
export async function getUnreadCount(): Promise<number> {
  const answer = await api.get<UnreadCount>('/api/notifications/unread-count/');
  if (typeof answer?.count !== 'number') throw new Error(UI_MESSAGES.common.invalidApiResponse);
  return answer.count;
}

export const unreadCountQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.unreadCount(), queryFn: getUnreadCount });

export const useUnreadCount = () => useQuery(unreadCountQueryOptions());
