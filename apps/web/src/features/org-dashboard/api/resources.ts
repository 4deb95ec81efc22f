import type { Page, ResourceAnswer, ResourceCounts, ResourceInput } from '@tandem/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orgDashboardKeys } from './keys';

export const RESOURCES_PAGE_SIZE = 5;

/** GET /api/resources/: the resources organisations publish (mine=true: your own). */
export const getResources = ({ mine, offset }: { mine: boolean; offset: number }): Promise<Page<ResourceAnswer>> =>
  api.get<Page<ResourceAnswer>>('/api/resources/', {
    params: { mine: mine || undefined, limit: RESOURCES_PAGE_SIZE, offset },
  });

export const useResources = (filters: { mine: boolean; offset: number }) =>
  useQuery({
    queryKey: orgDashboardKeys.resourceList(filters),
    queryFn: () => getResources(filters),
    placeholderData: keepPreviousData,
  });

/** POST /api/resources/{id}/increment_views/: Access counts a view. */
export const countResourceView = (id: number): Promise<ResourceCounts> =>
  api.post<ResourceCounts>(`/api/resources/${id}/increment_views/`);

export const saveResource = ({ id, values }: { id?: number; values: ResourceInput }): Promise<ResourceAnswer> =>
  id === undefined
    ? api.post<ResourceAnswer>('/api/resources/', values)
    : api.put<ResourceAnswer>(`/api/resources/${id}/`, values);

export const deleteResource = (id: number): Promise<void> => api.delete(`/api/resources/${id}/`);

export function useCountResourceView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: countResourceView,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgDashboardKeys.resources() }),
  });
}

export function useSaveResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveResource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgDashboardKeys.resources() }),
  });
}

export function useDeleteResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgDashboardKeys.resources() }),
  });
}
