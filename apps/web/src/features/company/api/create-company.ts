import type { CompanyAnswer, CompanyInput, CompanyShortInput } from '@tandem/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/query-keys';
import { authKeys } from '../../auth';
import type { AuthUser } from '../../auth';
import { companyKeys } from './keys';

/** confirm_duplicate: add it though another company has the name (asked first, docs/product.md section C18). */
export type NewCompany = (CompanyInput | CompanyShortInput) & { confirm_duplicate?: boolean };

/**
 * docs/product.md section 4: create the company (POST /api/company/), then update the user with its id
 * (PATCH /api/users/{id}/). The server links the creator already; the second call keeps the SPEC's flow and
 * confirms the link.
 */
export async function createCompany(userId: number, input: NewCompany): Promise<CompanyAnswer> {
  const company = await api.post<CompanyAnswer>('/api/company/', input);
  await api.patch(`/api/users/${userId}/`, { company: company.id });
  return company;
}

export function useCreateCompany(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewCompany) => {
      if (userId === undefined) return Promise.reject(new Error('User ID not found.'));
      return createCompany(userId, input);
    },
    onSuccess: (company) => {
      queryClient.setQueryData(companyKeys.detail(company.id), company);
      queryClient.setQueryData<AuthUser | null>(authKeys.user(), (user) =>
        user ? { ...user, company: company.id } : user,
      );
      // The PATCH changed the user record too: whichever screen reads it refetches.
      if (userId !== undefined) void queryClient.invalidateQueries({ queryKey: resourceKeys.user(userId) });
    },
  });
}
