import type { BlockAnswer, BlockInput, Page } from '@tandem/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { blockKeys, conversationKeys, invitationKeys } from './keys';

/** A candidate blocks few organisations; the server caps a page at 1000. */
const LIMIT = 1000;

/** GET /api/blocks/: the organisations the candidate has blocked, newest first. */
export const useBlocks = () =>
  useQuery({ queryKey: blockKeys.list(), queryFn: () => api.get<Page<BlockAnswer>>('/api/blocks/', { params: { limit: LIMIT } }) });

/** Blocking hides the company's conversations and ends its invitations; unblocking shows the conversations again. */
function useSettle() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: blockKeys.all });
    void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: invitationKeys.all });
  };
}

/** POST /api/blocks/ */
export function useBlockOrganisation() {
  const settle = useSettle();
  return useMutation({ mutationFn: (input: BlockInput) => api.post<BlockAnswer>('/api/blocks/', input), onSettled: settle });
}

/** DELETE /api/blocks/{company}/ */
export function useUnblockOrganisation() {
  const settle = useSettle();
  return useMutation({ mutationFn: (company: number) => api.delete(`/api/blocks/${company}/`), onSettled: settle });
}
