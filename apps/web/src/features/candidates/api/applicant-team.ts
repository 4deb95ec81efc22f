import type { ApplicantScoresAnswer, ApplicationEventAnswer, ApplicationNoteAnswer, ApplicationNoteInput, SkillRatingInput, SkillRatingsAnswer } from '@tandem/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { candidateKeys } from './keys';

// What the team keeps on an application (docs/product.md section C18): notes, per-skill ratings and the move history,
// the members' only; and the match score of each applicant, the engine's.

/** GET /api/matching/applicant-scores/?job=<id>: each applicant's match score, by candidate id. */
export const useApplicantScores = (jobId: number) =>
  useQuery({
    queryKey: candidateKeys.scores(jobId),
    queryFn: async () => new Map((await api.get<ApplicantScoresAnswer>('/api/matching/applicant-scores/', { params: { job: jobId } })).results.map((row) => [row.candidate, row.score])),
  });

/** GET /api/job-applications/{id}/notes/: the team's notes, oldest first. */
export const useNotes = (applicationId: number, enabled: boolean) =>
  useQuery({
    queryKey: candidateKeys.notes(applicationId),
    queryFn: () => api.get<ApplicationNoteAnswer[]>(`/api/job-applications/${applicationId}/notes/`),
    enabled,
  });

/** POST /api/job-applications/{id}/notes/ {body}. */
export function useAddNote(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplicationNoteInput) => api.post<ApplicationNoteAnswer>(`/api/job-applications/${applicationId}/notes/`, input),
    onSuccess: (note) => queryClient.setQueryData<ApplicationNoteAnswer[]>(candidateKeys.notes(applicationId), (notes) => [...(notes ?? []), note]),
  });
}

/** GET /api/job-applications/{id}/ratings/: per required skill, your rating and the team's average. */
export const useRatings = (applicationId: number, enabled: boolean) =>
  useQuery({
    queryKey: candidateKeys.ratings(applicationId),
    queryFn: () => api.get<SkillRatingsAnswer>(`/api/job-applications/${applicationId}/ratings/`),
    enabled,
  });

/** PUT /api/job-applications/{id}/ratings/ {skill, rating}: answers every skill's ratings again. */
export function useRateSkill(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SkillRatingInput) => api.put<SkillRatingsAnswer>(`/api/job-applications/${applicationId}/ratings/`, input),
    onSuccess: (ratings) => queryClient.setQueryData(candidateKeys.ratings(applicationId), ratings),
  });
}

/** GET /api/job-applications/{id}/events/: who moved the applicant, when, from and to, oldest first. */
export const useEvents = (applicationId: number, enabled: boolean) =>
  useQuery({
    queryKey: candidateKeys.events(applicationId),
    queryFn: () => api.get<ApplicationEventAnswer[]>(`/api/job-applications/${applicationId}/events/`),
    enabled,
  });
