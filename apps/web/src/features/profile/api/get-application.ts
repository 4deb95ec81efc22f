import type { ApplicationAnswer } from '@tandem/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** GET /api/application/{id}/: the profile record (linkedin, github, portfolio, city, state, country). */
export const getApplication = (applicationId: number): Promise<ApplicationAnswer> =>
  api.get<ApplicationAnswer>(`/api/application/${applicationId}/`);

export const applicationQueryOptions = (applicationId: number) =>
  queryOptions({
    queryKey: profileKeys.application(applicationId),
    queryFn: () => getApplication(applicationId),
  });

export const useApplication = (applicationId: number | undefined) =>
  useQuery({ ...applicationQueryOptions(applicationId ?? 0), enabled: applicationId !== undefined });
