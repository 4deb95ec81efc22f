import type { ExperienceAnswer, ExperienceInput, ExperiencePatch } from '@tandem/contract';
import { api } from '../../../lib/api-client';

/** POST /api/experience/: a new entry on the profile (the server refuses a fourth). */
export const createExperience = (input: ExperienceInput): Promise<ExperienceAnswer> =>
  api.post<ExperienceAnswer>('/api/experience/', input);

/** PATCH /api/experience/{id}/ with the full item. */
export const updateExperience = (id: number, input: ExperiencePatch): Promise<ExperienceAnswer> =>
  api.patch<ExperienceAnswer>(`/api/experience/${id}/`, input);
