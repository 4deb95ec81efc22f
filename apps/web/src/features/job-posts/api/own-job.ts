import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJob } from '../../../lib/api/jobs';
import { jobPostKeys } from './keys';

/** The owner's job (GET /api/jobprofile/{id}/: the owner sees it whatever its status), for the editor. */
export const ownJobQueryOptions = (id: number) =>
  queryOptions({ queryKey: jobPostKeys.detail(id), queryFn: () => getJob(id) });

export const useOwnJob = (id: number | undefined) =>
  useQuery({ ...ownJobQueryOptions(id ?? 0), enabled: id !== undefined && id > 0 });
