import type { JobApplicationAnswer, Page } from '@tandem/contract';
import { LIMITS } from '@tandem/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { candidateKeys } from './keys';

/** GET /api/job-applications/?job=<id>: the job's applicants, with contact details for the owner organisation. */
export const getApplications = (jobId: number): Promise<Page<JobApplicationAnswer>> =>
  api.get<Page<JobApplicationAnswer>>('/api/job-applications/', {
    params: { job: jobId, limit: LIMITS.listMaxLimit },
  });

export const useApplications = (jobId: number | undefined) =>
  useQuery({
    queryKey: candidateKeys.applications(jobId ?? 0),
    queryFn: () => getApplications(jobId ?? 0),
    enabled: jobId !== undefined,
    // While a move is held (docs/product.md section C18) the board asks again each second, so the card shows the move
    // once the server has made it, and a colleague's hold or undo appears.
    refetchInterval: (query) => (query.state.data?.results.some((item) => item.held_move) ? 1000 : false),
  });
