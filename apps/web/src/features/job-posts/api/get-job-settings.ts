import type { JobSettingsAnswer } from '@tandem/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jobPostKeys } from './keys';

/** GET /api/job-settings/: the deployment's rules the job form applies (PAY_RANGE_REQUIRED). */
export const getJobSettings = (): Promise<JobSettingsAnswer> => api.get<JobSettingsAnswer>('/api/job-settings/');

export const useJobSettings = () => useQuery({ queryKey: [...jobPostKeys.all, 'settings'], queryFn: getJobSettings, staleTime: Infinity });
