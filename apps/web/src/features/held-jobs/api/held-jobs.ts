import type { HeldJobList } from '@tandem/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// Jobs held for review, for operators (docs/product.md section C20): the queue and the two decisions.
export const heldJobKeys = { all: ['held-jobs'] as const };

export const useHeldJobs = () =>
  useQuery({ queryKey: heldJobKeys.all, queryFn: () => api.get<HeldJobList>('/api/admin/jobs/held/', { params: { limit: 50 } }) });

export function useDecideHeldJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: number; decision: 'publish' | 'reject'; reason: string }) =>
      api.post<unknown>(`/api/admin/jobs/${id}/${decision}/`, { reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: heldJobKeys.all }),
  });
}
