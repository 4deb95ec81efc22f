import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { getJob } from '../../../lib/api/jobs';
import { jobKeys } from './keys';

/** One job as the candidate sees it (GET /api/jobprofile/{id}/: score and saved flag included). */
export const jobQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: jobKeys.detail(jobId),
    queryFn: () => getJob(jobId),
    // A job that is not there (closed, paused, never existed) stays not there: asking again will not help.
    retry: (failures, error) => !isApiError(error, 404) && failures < 2,
  });

export const useJob = (jobId: number) => useQuery({ ...jobQueryOptions(jobId), enabled: Number.isInteger(jobId) && jobId > 0 });
