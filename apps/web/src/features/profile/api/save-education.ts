import type { EducationAnswer, EducationInput, EducationPatch } from '@tandem/contract';
import { api } from '../../../lib/api-client';

/** POST /api/education/: a new entry on the profile (the server refuses a third). */
export const createEducation = (input: EducationInput): Promise<EducationAnswer> =>
  api.post<EducationAnswer>('/api/education/', input);

/** PATCH /api/education/{id}/ with the full item. */
export const updateEducation = (id: number, input: EducationPatch): Promise<EducationAnswer> =>
  api.patch<EducationAnswer>(`/api/education/${id}/`, input);
