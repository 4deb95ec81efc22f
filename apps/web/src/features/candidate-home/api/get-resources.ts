import type { Page, ResourceAnswer, ResourceCounts } from '@tandem/contract';
import { UI_MESSAGES } from '@tandem/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { homeKeys } from './keys';

const SHOWN = 4;

/** GET /api/resources/popular/: the career resources people use most (the first few). */
export async function getCareerResources(): Promise<ResourceAnswer[]> {
  const page = await api.get<Page<ResourceAnswer>>('/api/resources/popular/', { params: { limit: SHOWN } });
  if (!Array.isArray(page?.results)) throw new Error(UI_MESSAGES.common.invalidApiResponse);
  return page.results.slice(0, SHOWN);
}

export const careerResourcesQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.resources(), queryFn: getCareerResources });

export const useCareerResources = () => useQuery(careerResourcesQueryOptions());

/** POST /api/resources/{id}/increment_views/ when the candidate opens one; a failure changes nothing they see. */
export const useCountResourceView = () =>
  useMutation({
    mutationFn: (id: number) => api.post<ResourceCounts>(`/api/resources/${id}/increment_views/`),
    onError: (error) => console.error('Resource view not counted', error),
  });
