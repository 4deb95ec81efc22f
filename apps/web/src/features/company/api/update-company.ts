import type { CompanyAnswer, CompanyPatchInput } from '@tandem/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyKeys } from './keys';

/** PATCH /api/company/{id}/: some of the company's fields (the organisation profile sends the website). */
export const updateCompany = (id: number, changes: CompanyPatchInput): Promise<CompanyAnswer> =>
  api.patch<CompanyAnswer>(`/api/company/${id}/`, changes);

/** PATCH /api/company/{id}/ as multipart with a new `logo` (the cropped JPEG). */
export function uploadCompanyLogo(id: number, logo: Blob): Promise<CompanyAnswer> {
  const form = new FormData();
  form.append('logo', logo, 'logo.jpg');
  return api.patch<CompanyAnswer>(`/api/company/${id}/`, form);
}

export function useUploadCompanyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, logo }: { id: number; logo: Blob }) => uploadCompanyLogo(id, logo),
    onSuccess: (company) => queryClient.setQueryData(companyKeys.detail(company.id), company),
  });
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: CompanyPatchInput }) => updateCompany(id, changes),
    onSuccess: (company) => queryClient.setQueryData(companyKeys.detail(company.id), company),
  });
}
