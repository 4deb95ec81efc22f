/** Query keys of the conversations feature: conversations, their messages, and invitations. */
export const conversationKeys = {
  all: ['conversations'] as const,
  lists: () => [...conversationKeys.all, 'list'] as const,
  list: (limit: number) => [...conversationKeys.lists(), limit] as const,
  detail: (id: number) => [...conversationKeys.all, 'detail', id] as const,
  messages: (id: number) => [...conversationKeys.all, 'messages', id] as const,
};

export const invitationKeys = {
  all: ['invitations'] as const,
  list: (job?: number) => [...invitationKeys.all, 'list', job ?? 'mine'] as const,
};

export const blockKeys = {
  all: ['blocks'] as const,
  list: () => [...blockKeys.all, 'list'] as const,
};
