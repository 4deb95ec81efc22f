import type { JobAnswer } from '@tandem/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jobPostKeys } from './keys';

/** GET /api/jobprofile/{id}/: one job (the owner sees it whatever its status). */
export const getJob = (id: number): Promise<JobAnswer> => api.get<JobAnswer>(`/api/jobprofile/${id}/`);

export const jobQueryOptions = (id: number) =>
  queryOptions({ queryKey: jobPostKeys.detail(id), queryFn: () => getJob(id) });

export const useJob = (id: number | undefined) =>
  useQuery({ ...jobQueryOptions(id ?? 0), enabled: id !== undefined && id > 0 });
