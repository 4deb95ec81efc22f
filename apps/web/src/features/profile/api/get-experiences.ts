import type { ExperienceAnswer, Page } from '@tandem/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { resultsOf } from '../lib/results';
import { profileKeys } from './keys';

/** GET /api/experience/?application={id}: at most three entries. */
export const getExperiences = async (applicationId: number): Promise<ExperienceAnswer[]> =>
  resultsOf(
    await api.get<Page<ExperienceAnswer>>('/api/experience/', { params: { application: applicationId } }),
  );

export const experiencesQueryOptions = (applicationId: number) =>
  queryOptions({
    queryKey: profileKeys.experiences(applicationId),
    queryFn: () => getExperiences(applicationId),
  });

export const useExperiences = (applicationId: number | undefined) =>
  useQuery({ ...experiencesQueryOptions(applicationId ?? 0), enabled: applicationId !== undefined });
