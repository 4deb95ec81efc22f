import type { CompanyVerificationAnswer } from '@tandem/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lazyModule } from '../../../lib/lazy-module';
import { companyKeys } from './keys';

// Verified organisations (docs/product.md section C20): the status, asking for a link, following it.
const verificationKey = (companyId: number) => [...companyKeys.detail(companyId), 'verification'] as const;

// Each answer is checked with the contract's schema, which downloads (with zod) beside the first request rather than
// with /orgprofile's first load.
const schemas = lazyModule(() => import('../lib/verification-schemas'));
const checked = async (request: Promise<unknown>): Promise<CompanyVerificationAnswer> => {
  const [answer, loaded] = await Promise.all([request, schemas.load()]);
  return loaded.CompanyVerificationAnswer.parse(answer);
};

export const useVerification = (companyId: number) =>
  useQuery({
    queryKey: verificationKey(companyId),
    queryFn: () => checked(api.get<unknown>(`/api/company/${companyId}/verification/`)),
  });

export function useRequestVerification(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => checked(api.post<unknown>(`/api/company/${companyId}/verification/`, { email })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationKey(companyId) }),
  });
}

export function useConfirmVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => checked(api.post<unknown>('/api/company/verification/confirm/', { token })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}
