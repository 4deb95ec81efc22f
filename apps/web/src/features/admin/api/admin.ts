import type { AdminCompanyAnswer, AdminReportAnswer, AdminUserAnswer, AuditEntryAnswer, Page, ReportDecision } from '@tandem/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The operator's API (docs/product.md section C20); every call is refused to anyone else by the server.

export const adminKeys = { all: ['admin'] as const };

export const useAdminReports = () =>
  useQuery({ queryKey: [...adminKeys.all, 'reports'], queryFn: () => api.get<Page<AdminReportAnswer>>('/api/admin/reports/', { params: { limit: 100 } }) });

export const useAdminUsers = (q: string) =>
  useQuery({ queryKey: [...adminKeys.all, 'users', q], queryFn: () => api.get<Page<AdminUserAnswer>>('/api/admin/users/', { params: { q: q || undefined, limit: 50 } }) });

export const useAdminCompanies = (q: string) =>
  useQuery({ queryKey: [...adminKeys.all, 'companies', q], queryFn: () => api.get<Page<AdminCompanyAnswer>>('/api/admin/companies/', { params: { q: q || undefined, limit: 50 } }) });

export const useAuditLog = (q: string) =>
  useQuery({ queryKey: [...adminKeys.all, 'audit', q], queryFn: () => api.get<Page<AuditEntryAnswer>>('/api/admin/audit/', { params: { q: q || undefined, limit: 100 } }) });

/** Any operator action: afterwards every admin list (and the audit log) is read again. */
function useAdminAction<T>(run: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}

export const useResolveReport = () =>
  useAdminAction(({ id, decision, reason }: { id: number; decision: ReportDecision; reason: string }) => api.post(`/api/admin/reports/${id}/resolve/`, { decision, reason }));

export type SuspensionTarget = 'users' | 'companies';
export const useSuspension = () =>
  useAdminAction(({ target, id, action, reason }: { target: SuspensionTarget; id: number; action: 'suspend' | 'restore'; reason: string }) =>
    api.post(`/api/admin/${target}/${id}/${action}/`, { reason }),
  );

/** The operator's word on an organisation a member's link cannot verify, or taking a verification away. */
export const useOperatorVerification = () =>
  useAdminAction(({ id, action, reason }: { id: number; action: 'verify' | 'unverify'; reason: string }) => api.post(`/api/admin/companies/${id}/${action}/`, { reason }));
