import type { EventAnswer, Page } from '@tandem/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orgDashboardKeys } from './keys';

export const EVENTS_PAGE_SIZE = 5;

/** GET /api/events/upcoming/: active events that have not started, soonest first; mine=true for your own only. */
export const getUpcomingEvents = ({ mine, offset }: { mine: boolean; offset: number }): Promise<Page<EventAnswer>> =>
  api.get<Page<EventAnswer>>('/api/events/upcoming/', {
    params: { mine: mine || undefined, limit: EVENTS_PAGE_SIZE, offset },
  });

export const useUpcomingEvents = (filters: { mine: boolean; offset: number }) =>
  useQuery({
    queryKey: orgDashboardKeys.upcomingEvents(filters),
    queryFn: () => getUpcomingEvents(filters),
    placeholderData: keepPreviousData,
  });

/** GET /api/events/?mine=true: every event of your organisation, inactive and past ones included, newest first. */
export const getOwnEvents = (offset: number): Promise<Page<EventAnswer>> =>
  api.get<Page<EventAnswer>>('/api/events/', {
    params: { mine: true, ordering: '-start_date', limit: EVENTS_PAGE_SIZE, offset },
  });

export const useOwnEvents = (offset: number) =>
  useQuery({
    queryKey: orgDashboardKeys.ownEvents(offset),
    queryFn: () => getOwnEvents(offset),
    placeholderData: keepPreviousData,
  });
