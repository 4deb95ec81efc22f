import type { MatchCountAnswer } from '@tandem/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jobKeys } from './keys';

/** GET /api/matching/count/: active jobs scoring 50 or more for the candidate, and their number of skills. */
export const getMatchCount = () => api.get<MatchCountAnswer>('/api/matching/count/');

export const useMatchCount = () => useQuery({ queryKey: jobKeys.count(), queryFn: getMatchCount, staleTime: 30_000 });
