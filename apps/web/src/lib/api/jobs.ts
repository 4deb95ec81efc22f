import type { JobAnswer } from '@tandem/contract';
import { api } from '../api-client';

/**
 * GET /api/jobprofile/{id}/: one job. The one fetcher of this call: the candidate's job page (features/jobs, with
 * score and saved flag) and the owner's editor (features/job-posts, whatever the job's status) each keep their own
 * query around it.
 */
export const getJob = (id: number): Promise<JobAnswer> => api.get<JobAnswer>(`/api/jobprofile/${id}/`);
