import type { JobApplicationAnswer, Page } from '@tandem/contract';
import { UI_MESSAGES } from '@tandem/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applicationKeys } from './keys';

/** Enough for every application a candidate makes; the list is their own, newest first. */
const LIMIT = 1000;

/** GET /api/job-applications/: the candidate's applications with job title, company, status and dates. */
export async function getApplications(): Promise<JobApplicationAnswer[]> {
  const page = await api.get<Page<JobApplicationAnswer>>('/api/job-applications/', {
    params: { limit: LIMIT },
  });
  if (!Array.isArray(page?.results)) throw new Error(UI_MESSAGES.common.invalidApiResponse);
  return page.results;
}

export const applicationsQueryOptions = () =>
  queryOptions({ queryKey: applicationKeys.list(), queryFn: getApplications });

export const useApplications = () => useQuery(applicationsQueryOptions());
