import type { ResumeAnswer } from '@tandem/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './keys';

const RESUME_URL = '/common/resume/upload/';

/** GET /common/resume/upload/: { resume: { filename, size, uploaded_at, url } | null }. */
export const getResume = (): Promise<ResumeAnswer> => api.get<ResumeAnswer>(RESUME_URL);

export const resumeQueryOptions = () => queryOptions({ queryKey: profileKeys.resume(), queryFn: getResume });

export const useResume = () => useQuery(resumeQueryOptions());
