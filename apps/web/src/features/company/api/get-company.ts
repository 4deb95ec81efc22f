import type { CompanyAnswer } from '@tandem/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyKeys } from './keys';

/** GET /api/company/{id}/: public fields, plus email and phone_number for the company's own users. */
export const getCompany = (id: number): Promise<CompanyAnswer> => api.get<CompanyAnswer>(`/api/company/${id}/`);

export const companyQueryOptions = (id: number) =>
  queryOptions({ queryKey: companyKeys.detail(id), queryFn: () => getCompany(id) });

/** The company, or an idle query while the id is unknown (an organisation user without one). */
export const useCompany = (id: number | null | undefined) =>
  useQuery({ ...companyQueryOptions(id ?? 0), enabled: id != null && id > 0 });
