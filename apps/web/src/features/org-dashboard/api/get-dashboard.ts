import type { OrgDashboardAnswer, OrgDashboardPeriod } from '@tandem/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orgDashboardKeys } from './keys';

/** GET /api/org/dashboard/?period=: the recruiter's figures for the period and the latest applicants. */
export const getOrgDashboard = (period: OrgDashboardPeriod): Promise<OrgDashboardAnswer> =>
  api.get<OrgDashboardAnswer>('/api/org/dashboard/', { params: { period } });

export const orgDashboardQueryOptions = (period: OrgDashboardPeriod) =>
  queryOptions({
    queryKey: orgDashboardKeys.summary(period),
    queryFn: () => getOrgDashboard(period),
    placeholderData: keepPreviousData,
    // Figures move with every applicant: always ask again when the dashboard opens.
    staleTime: 0,
  });

export const useOrgDashboard = (period: OrgDashboardPeriod) => useQuery(orgDashboardQueryOptions(period));
