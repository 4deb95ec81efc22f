import type { JobApplicationAnswer, Page } from '@tandem/contract';
import { LIMITS } from '@tandem/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { candidateKeys } from './keys';

/** GET /api/job-applications/?job=<id>: the job's applicants, with contact details for the owner organisation. */
export const getApplications = (jobId: number): Promise<Page<JobApplicationAnswer>> =>
  api.get<Page<JobApplicationAnswer>>('/api/job-applications/', {
    params: { job: jobId, limit: LIMITS.listMaxLimit },
  });

export const useApplications = (jobId: number | undefined) =>
  useQuery({
    queryKey: candidateKeys.applications(jobId ?? 0),
    queryFn: () => getApplications(jobId ?? 0),
    enabled: jobId !== undefined,
  });
