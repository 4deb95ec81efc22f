/** The words of the conversation screens, for each side. */
export const CONVERSATION_COPY = {
  candidate: {
    title: 'Messages',
    description: 'Talk with the organisations you applied to.',
    empty: 'No conversations yet. When you apply to a job, you can talk with the organisation here.',
  },
  organisation: {
    title: 'Chats',
    description: 'Talk with the candidates who applied to your jobs or accepted your invitations.',
    empty: 'No conversations yet. When a candidate applies to one of your jobs or accepts an invitation, you can talk with them here.',
  },
  loadFailed: 'Your conversations could not be loaded.',
  notFound: 'This conversation was not found, or you are not part of it.',
  back: 'All conversations',
} as const;

export type ConversationSide = keyof Pick<typeof CONVERSATION_COPY, 'candidate' | 'organisation'>;
export const BASE_PATHS: Record<ConversationSide, string> = { candidate: '/messages', organisation: '/chats' };
