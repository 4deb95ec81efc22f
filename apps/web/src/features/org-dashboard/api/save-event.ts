import type { EventAnswer, EventInput } from '@tandem/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orgDashboardKeys } from './keys';

/** POST /api/events/ or PUT /api/events/{id}/ (the form sends every field). */
export const saveEvent = ({ id, values }: { id?: number; values: EventInput }): Promise<EventAnswer> =>
  id === undefined ? api.post<EventAnswer>('/api/events/', values) : api.put<EventAnswer>(`/api/events/${id}/`, values);

/** DELETE /api/events/{id}/. */
export const deleteEvent = (id: number): Promise<void> => api.delete(`/api/events/${id}/`);

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgDashboardKeys.events() }),
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgDashboardKeys.events() }),
  });
}
