import type { ConversationAnswer, Page } from '@tandem/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { conversationKeys } from './keys';

/** GET /api/conversations/: own (a candidate) or the company's (an organisation), newest activity first. */
export const getConversations = (limit: number): Promise<Page<ConversationAnswer>> =>
  api.get<Page<ConversationAnswer>>('/api/conversations/', { params: { limit } });

// 'Show more' asks for a longer list: the shorter one stays on screen meanwhile.
export const useConversations = (limit: number) =>
  useQuery({ queryKey: conversationKeys.list(limit), queryFn: () => getConversations(limit), placeholderData: keepPreviousData });

/** GET /api/conversations/{id}/ */
export const useConversation = (id: number) =>
  useQuery({
    queryKey: conversationKeys.detail(id),
    queryFn: () => api.get<ConversationAnswer>(`/api/conversations/${id}/`),
  });
