import type { StaleJobSettings } from '@tandem/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jobPostKeys } from './keys';

/** GET /api/stale-jobs/settings/: the server's JOB_STALE_AFTER and JOB_PAUSE_AFTER, read once per visit. */
export const useStaleSettings = () =>
  useQuery({
    queryKey: [...jobPostKeys.all, 'stale-settings'] as const,
    queryFn: () => api.get<StaleJobSettings>('/api/stale-jobs/settings/'),
    staleTime: Infinity,
  });
