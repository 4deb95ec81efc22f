import type { JobAnswer, Page } from '@tandem/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type QueryParams } from '../../../lib/api-client';
import type { VolunteerQuery } from '../lib/volunteer-filters';
import { volunteerKeys } from './keys';

/**
 * Jobs of type volunteering under /volunteer's search and place (issue 36, item 2): a job has no time commitment or
 * volunteer category, so a chosen commitment or category leaves jobs out rather than guessing.
 */
export function volunteeringJobParams(query: VolunteerQuery): QueryParams | null {
  if (query.commitment !== 'Any' || query.category !== 'All') return null;
  return {
    job_type: 'volunteering',
    ordering: '-match_score',
    limit: 100,
    search: query.search || undefined,
    is_remote: query.location === 'Remote' ? 'true' : undefined,
    city: query.location !== 'Any' && query.location !== 'Remote' ? query.location : undefined,
  };
}

export function useVolunteeringJobs(query: VolunteerQuery) {
  const params = volunteeringJobParams(query);
  return useQuery({
    queryKey: [...volunteerKeys.all, 'jobs', params] as const,
    enabled: params !== null,
    placeholderData: keepPreviousData,
    queryFn: () => api.get<Page<JobAnswer>>('/api/jobprofile/', { params: params ?? {} }),
  });
}
