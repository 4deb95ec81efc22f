import type { JobAnswer, Page, SavedJobAnswer } from '@tandem/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jobKeys } from './keys';

/** POST /api/jobprofile/{id}/save/ (save) or DELETE (unsave); both idempotent. */
export const setJobSaved = (jobId: number, saved: boolean): Promise<SavedJobAnswer | undefined> =>
  saved
    ? api.post<SavedJobAnswer>(`/api/jobprofile/${jobId}/save/`)
    : api.delete(`/api/jobprofile/${jobId}/save/`);

const flip = (job: JobAnswer, jobId: number, saved: boolean) =>
  job.id === jobId ? { ...job, isSaved: saved } : job;

/** Saves or unsaves at once on every list on screen, then asks the server again (the Saved tab and /jobs). */
export function useSetJobSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, saved }: { jobId: number; saved: boolean }) => setJobSaved(jobId, saved),
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
