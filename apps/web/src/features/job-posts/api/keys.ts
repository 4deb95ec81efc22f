import type { MyJobsFilters } from './get-my-jobs';

/** Query keys of the job-posts feature: every list of the organisation's own jobs sits under 'lists'. */
export const jobPostKeys = {
  all: ['job-posts'] as const,
  lists: () => [...jobPostKeys.all, 'list'] as const,
  list: (filters: MyJobsFilters) => [...jobPostKeys.lists(), filters] as const,
  counts: () => [...jobPostKeys.lists(), 'counts'] as const,
  detail: (id: number) => [...jobPostKeys.all, 'detail', id] as const,
  catalogue: (search: string) => [...jobPostKeys.all, 'catalogue', search] as const,
  extracted: (text: string) => [...jobPostKeys.all, 'extracted', text] as const,
};
