/** Query keys of the applications feature: the candidate's own job applications. */
export const applicationKeys = {
  all: ['applications'] as const,
  list: () => [...applicationKeys.all, 'list'] as const,
};
