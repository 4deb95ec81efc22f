import type { JobAnswer } from '@tandem/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { jobKeys } from './keys';

/** GET /api/jobprofile/{id}/: one job as the candidate sees it (score and saved flag included). */
export const getJob = (jobId: number): Promise<JobAnswer> => api.get<JobAnswer>(`/api/jobprofile/${jobId}/`);

export const jobQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: jobKeys.detail(jobId),
    queryFn: () => getJob(jobId),
    // A job that is not there (closed, paused, never existed) stays not there: asking again will not help.
    retry: (failures, error) => !isApiError(error, 404) && failures < 2,
  });

export const useJob = (jobId: number) => useQuery({ ...jobQueryOptions(jobId), enabled: Number.isInteger(jobId) && jobId > 0 });
