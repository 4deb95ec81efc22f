import type { Page, RecentActivityAnswer } from '@tandem/contract';
import { UI_MESSAGES } from '@tandem/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { homeKeys } from './keys';

/** GET /api/users/dashboard/recent-activity/: the latest things the candidate did (a list, or a page of one). */
export async function getRecentActivity(): Promise<RecentActivityAnswer[]> {
  const answer = await api.get<RecentActivityAnswer[] | Page<RecentActivityAnswer>>(
    '/api/users/dashboard/recent-activity/',
  );
  const items = Array.isArray(answer) ? answer : answer?.results;
  if (!Array.isArray(items)) throw new Error(UI_MESSAGES.common.invalidApiResponse);
  return items;
}

export const recentActivityQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.activity(), queryFn: getRecentActivity, staleTime: 0 });

export const useRecentActivity = () => useQuery(recentActivityQueryOptions());
