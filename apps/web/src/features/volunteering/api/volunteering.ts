import type {
  EventAnswer,
  MyVolunteerInterest,
  Page,
  ShiftAnswer,
  ShiftInput,
  ShiftVolunteer,
  VolunteerInterestAnswer,
  VolunteerOpportunityAnswer,
} from '@tandem/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The volunteering calls (docs/product.md section C21), one hook each; every write refreshes what it changes.

export const volunteeringKeys = {
  all: ['volunteering'] as const,
  role: (id: number) => [...volunteeringKeys.all, 'role', id] as const,
  interest: (id: number) => [...volunteeringKeys.all, 'interest', id] as const,
  shifts: (id: number) => [...volunteeringKeys.all, 'shifts', id] as const,
  volunteers: (shiftId: number) => [...volunteeringKeys.all, 'volunteers', shiftId] as const,
  mine: () => [...volunteeringKeys.all, 'mine'] as const,
  events: () => [...volunteeringKeys.all, 'events'] as const,
};

export const useRole = (id: number) =>
  useQuery({ queryKey: volunteeringKeys.role(id), queryFn: () => api.get<VolunteerOpportunityAnswer>(`/api/volunteer-opportunities/${id}/`) });

export const useInterested = (id: number) =>
  useQuery({
    queryKey: volunteeringKeys.interest(id),
    queryFn: () => api.get<{ results: VolunteerInterestAnswer[] }>(`/api/volunteer-opportunities/${id}/interest/`),
  });

export const useShifts = (id: number, enabled = true) =>
  useQuery({ queryKey: volunteeringKeys.shifts(id), enabled, queryFn: () => api.get<{ results: ShiftAnswer[] }>(`/api/volunteer-opportunities/${id}/shifts/`) });

export const useShiftVolunteers = (shiftId: number) =>
  useQuery({ queryKey: volunteeringKeys.volunteers(shiftId), queryFn: () => api.get<{ results: ShiftVolunteer[] }>(`/api/shifts/${shiftId}/volunteers/`) });

export const useMyInterests = () =>
  useQuery({ queryKey: volunteeringKeys.mine(), queryFn: () => api.get<{ results: MyVolunteerInterest[] }>('/api/volunteer-interests/') });

export const useUpcomingEvents = () =>
  useQuery({ queryKey: volunteeringKeys.events(), queryFn: () => api.get<Page<EventAnswer>>('/api/events/upcoming/', { params: { limit: 20 } }) });

function useInvalidating<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: volunteeringKeys.all }) });
}

export const useAnswerInterest = (roleId: number) =>
  useInvalidating(({ userId, answer, reason }: { userId: number; answer: 'accept' | 'decline'; reason?: string }) =>
    api.post<VolunteerInterestAnswer>(`/api/volunteer-opportunities/${roleId}/interest/${userId}/${answer}/`, answer === 'decline' ? { reason } : {}),
  );

export const useCreateShift = (roleId: number) =>
  useInvalidating((input: ShiftInput) => api.post<ShiftAnswer>(`/api/volunteer-opportunities/${roleId}/shifts/`, input));

export const useShiftSignup = () =>
  useInvalidating(({ shiftId, join }: { shiftId: number; join: boolean }) =>
    join ? api.post<ShiftAnswer>(`/api/shifts/${shiftId}/signup/`) : api.delete<ShiftAnswer>(`/api/shifts/${shiftId}/signup/`),
  );

export const useConfirmHours = (shiftId: number) =>
  useInvalidating(({ user, hours }: { user: number; hours: number }) => api.post<ShiftVolunteer>(`/api/shifts/${shiftId}/hours/`, { user, hours }));

export const useEventRegistration = () =>
  useInvalidating(({ eventId, join }: { eventId: number; join: boolean }) =>
    join ? api.post<EventAnswer>(`/api/events/${eventId}/register/`) : api.delete<EventAnswer>(`/api/events/${eventId}/register/`),
  );
