import type { ReportAnswer, ReportInput } from '@tandem/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/reports/ (docs/product.md section C20). */
export const useFileReport = () => useMutation({ mutationFn: (input: ReportInput) => api.post<ReportAnswer>('/api/reports/', input) });
