/** Query keys of the candidate home. */
export const homeKeys = {
  all: ['candidate-home'] as const,
  stats: (days: number) => [...homeKeys.all, 'job-search-stats', days] as const,
  completion: () => [...homeKeys.all, 'profile-completion'] as const,
  activity: () => [...homeKeys.all, 'recent-activity'] as const,
  resources: () => [...homeKeys.all, 'resources'] as const,
};
