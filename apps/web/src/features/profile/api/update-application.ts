import type { ApplicationAnswer, ApplicationInput } from '@tandem/contract';
import { api } from '../../../lib/api-client';

/** PATCH /api/application/{id}/: links and place. */
export const updateApplication = (
  applicationId: number,
  changes: ApplicationInput,
): Promise<ApplicationAnswer> => api.patch<ApplicationAnswer>(`/api/application/${applicationId}/`, changes);
