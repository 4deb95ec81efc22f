import { CompanyVerificationAnswer } from '@tandem/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyKeys } from './keys';

// Verified organisations (docs/product.md section C20): the status, asking for a link, following it.
const verificationKey = (companyId: number) => [...companyKeys.detail(companyId), 'verification'] as const;

export const useVerification = (companyId: number) =>
  useQuery({
    queryKey: verificationKey(companyId),
    queryFn: async () => CompanyVerificationAnswer.parse(await api.get<unknown>(`/api/company/${companyId}/verification/`)),
  });

export function useRequestVerification(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) => CompanyVerificationAnswer.parse(await api.post<unknown>(`/api/company/${companyId}/verification/`, { email })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationKey(companyId) }),
  });
}

export function useConfirmVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => CompanyVerificationAnswer.parse(await api.post<unknown>('/api/company/verification/confirm/', { token })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}
