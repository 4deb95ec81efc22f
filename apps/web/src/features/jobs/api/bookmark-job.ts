import type { JobAnswer, Page, SavedJobAnswer } from '@tandem/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jobKeys } from './keys';

/**
 * POST /api/jobprofile/{id}/save/ (bookmark the job: the API calls it save) or DELETE (remove the bookmark); both
 * idempotent. Not job-posts' saveJob, which saves the posting itself.
 */
export const setJobBookmarked = (jobId: number, saved: boolean): Promise<SavedJobAnswer | undefined> =>
  saved
    ? api.post<SavedJobAnswer>(`/api/jobprofile/${jobId}/save/`)
    : api.delete(`/api/jobprofile/${jobId}/save/`);

const flip = (job: JobAnswer, jobId: number, saved: boolean) =>
  job.id === jobId ? { ...job, isSaved: saved } : job;

/** Saves or unsaves at once on every list on screen, then asks the server again (the Saved tab and /jobs). */
export function useBookmarkJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, saved }: { jobId: number; saved: boolean }) => setJobBookmarked(jobId, saved),
    onMutate: async ({ jobId, saved }) => {
      await queryClient.cancelQueries({ queryKey: jobKeys.all });
      const lists = queryClient.getQueriesData<InfiniteData<Page<JobAnswer>>>({ queryKey: jobKeys.lists() });
      queryClient.setQueriesData<InfiniteData<Page<JobAnswer>>>({ queryKey: jobKeys.lists() }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                results: page.results.map((job) => flip(job, jobId, saved)),
              })),
            }
          : data,
      );
      return { lists };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.lists ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
