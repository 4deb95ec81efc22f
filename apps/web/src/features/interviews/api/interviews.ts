import type { InterviewAnswer, InterviewProposalInput, InterviewRescheduleInput, Page } from '@tandem/contract';
import { UI_MESSAGES } from '@tandem/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Query keys of the interviews feature: the signed-in user's interviews, all of them or one job's. */
export const interviewKeys = {
  all: ['interviews'] as const,
  list: (job?: number) => [...interviewKeys.all, 'list', job ?? 'all'] as const,
};

/** Enough for every interview of one person or one job. */
const LIMIT = 1000;

/** GET /api/interviews/: the candidate's own, or an organisation's (for one job when given), newest first. */
export async function getInterviews(job?: number): Promise<InterviewAnswer[]> {
  const page = await api.get<Page<InterviewAnswer>>('/api/interviews/', { params: { limit: LIMIT, job } });
  if (!Array.isArray(page?.results)) throw new Error(UI_MESSAGES.common.invalidApiResponse);
  return page.results;
}

export const useInterviews = (job?: number) => useQuery({ queryKey: interviewKeys.list(job), queryFn: () => getInterviews(job) });

/** The latest interview of each application (the list is newest first). */
export function latestByApplication(interviews: readonly InterviewAnswer[]): Map<number, InterviewAnswer> {
  const byApplication = new Map<number, InterviewAnswer>();
  for (const interview of interviews) if (!byApplication.has(interview.application)) byApplication.set(interview.application, interview);
  return byApplication;
}

/** After any change: the lists, the applications (booking moves one to interview) and the dashboards' figures. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => ['interviews', 'applications', 'candidates', 'org-dashboard', 'candidate-home'].includes(String(query.queryKey[0])) });
}

export function useProposeInterview() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ application, input }: { application: number; input: InterviewProposalInput }) =>
      api.post<InterviewAnswer>(`/api/job-applications/${application}/interviews/`, input),
    onSuccess: refresh,
  });
}

export function useBookInterview() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, slot }: { id: number; slot: number }) => api.post<InterviewAnswer>(`/api/interviews/${id}/book/`, { slot }),
    onSettled: refresh,
  });
}

export function useRescheduleInterview() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: InterviewRescheduleInput }) => api.post<InterviewAnswer>(`/api/interviews/${id}/reschedule/`, input),
    onSuccess: refresh,
  });
}

export function useCancelInterview() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => api.post<InterviewAnswer>(`/api/interviews/${id}/cancel/`, { reason }),
    onSuccess: refresh,
  });
}

/** The calendar file of a booked interview (a plain link: the browser downloads it). */
export const calendarFileUrl = (id: number) => `/api/interviews/${id}/ics/`;
