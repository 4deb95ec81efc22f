import type { PublicJobAnswer, PublicJobPage, PublicOrganisationAnswer } from '@tandem/contract';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

const noRetryOn404 = (failures: number, error: unknown) => !isApiError(error, 404) && failures < 2;

/**
 * GET /api/public/jobs/: /browse's page of active jobs and volunteer roles, for the address's query string as it is
 * (`q=…&type=…`): the server reads it with the contract's BrowseQuery, which leaves out what it cannot use, as it
 * does for the page it draws itself.
 */
export const useBrowse = (search: string) =>
  useQuery({ queryKey: ['public', 'browse', search], queryFn: () => api.get<PublicJobPage>(`/api/public/jobs/${search ? `?${search}` : ''}`) });

/** GET /api/public/jobs/{id}/: one job as its public page shows it (closed ones too). */
export const usePublicJob = (id: number) =>
  useQuery({ queryKey: ['public', 'job', id], queryFn: () => api.get<PublicJobAnswer>(`/api/public/jobs/${id}/`), retry: noRetryOn404, enabled: Number.isInteger(id) && id > 0 });

export const usePublicOrganisation = (id: number) =>
  useQuery({ queryKey: ['public', 'organisation', id], queryFn: () => api.get<PublicOrganisationAnswer>(`/api/public/organisations/${id}/`), retry: noRetryOn404, enabled: Number.isInteger(id) && id > 0 });
