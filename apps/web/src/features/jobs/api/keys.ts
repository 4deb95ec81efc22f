import type { MatchQuery } from '../lib/match-filters';

/** Query keys of the jobs feature (job lists as the candidate sees them: match scores and saved flags). */
export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (query: MatchQuery) => [...jobKeys.lists(), query] as const,
  saved: () => [...jobKeys.all, 'saved'] as const,
  match: (jobId: number) => [...jobKeys.all, 'match', jobId] as const,
  /** How many active jobs match the candidate (GET /api/matching/count/). */
  count: () => [...jobKeys.all, 'count'] as const,
  detail: (jobId: number) => [...jobKeys.all, 'detail', jobId] as const,
  applicationPreview: () => [...jobKeys.all, 'application-preview'] as const,
};
