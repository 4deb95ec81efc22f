import { LIMITS } from '@tandem/contract';
import type { JobSearchStatsAnswer } from '@tandem/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { homeKeys } from './keys';

export const ZERO_STATS: JobSearchStatsAnswer = { applications: 0, screens: 0, interviews: 0, offers: 0 };

/** GET /api/users/dashboard/job-search-stats/?days=30: applications, screens and offers in the window. */
export const getJobSearchStats = (days: number = LIMITS.jobSearchStatsDays): Promise<JobSearchStatsAnswer> =>
  api.get<JobSearchStatsAnswer>('/api/users/dashboard/job-search-stats/', { params: { days } });

export const jobSearchStatsQueryOptions = (days: number = LIMITS.jobSearchStatsDays) =>
  queryOptions({ queryKey: homeKeys.stats(days), queryFn: () => getJobSearchStats(days), staleTime: 0 });

export const useJobSearchStats = () => useQuery(jobSearchStatsQueryOptions());
