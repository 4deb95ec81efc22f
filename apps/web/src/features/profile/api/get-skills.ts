import type { Page, SkillAnswer } from '@tandem/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { resultsOf } from '../lib/results';
import { profileKeys } from './keys';

/** GET /api/skill/?application={id}: the skills on a profile with their scores (0 to 10). */
export const getSkills = async (applicationId: number): Promise<SkillAnswer[]> =>
  resultsOf(
    await api.get<Page<SkillAnswer>>('/api/skill/', { params: { application: applicationId, limit: 1000 } }),
  );

export const skillsQueryOptions = (applicationId: number) =>
  queryOptions({ queryKey: profileKeys.skills(applicationId), queryFn: () => getSkills(applicationId) });

export const useSkills = (applicationId: number | undefined) =>
  useQuery({ ...skillsQueryOptions(applicationId ?? 0), enabled: applicationId !== undefined });
