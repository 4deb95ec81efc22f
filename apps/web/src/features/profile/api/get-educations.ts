import type { EducationAnswer, Page } from '@tandem/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { resultsOf } from '../lib/results';
import { profileKeys } from './keys';

/** GET /api/education/?application={id}: at most two entries. */
export const getEducations = async (applicationId: number): Promise<EducationAnswer[]> =>
  resultsOf(
    await api.get<Page<EducationAnswer>>('/api/education/', { params: { application: applicationId } }),
  );

export const educationsQueryOptions = (applicationId: number) =>
  queryOptions({
    queryKey: profileKeys.educations(applicationId),
    queryFn: () => getEducations(applicationId),
  });

export const useEducations = (applicationId: number | undefined) =>
  useQuery({ ...educationsQueryOptions(applicationId ?? 0), enabled: applicationId !== undefined });
