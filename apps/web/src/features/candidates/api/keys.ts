/** Query keys of the candidate matches screen. */
export const candidateKeys = {
  all: ['candidates'] as const,
  matches: (jobId: number) => [...candidateKeys.all, 'matches', jobId] as const,
  applications: (jobId: number) => [...candidateKeys.all, 'applications', jobId] as const,
  jobs: () => [...candidateKeys.all, 'jobs'] as const,
  scores: (jobId: number) => [...candidateKeys.all, 'scores', jobId] as const,
  notes: (applicationId: number) => [...candidateKeys.all, 'notes', applicationId] as const,
  ratings: (applicationId: number) => [...candidateKeys.all, 'ratings', applicationId] as const,
  events: (applicationId: number) => [...candidateKeys.all, 'events', applicationId] as const,
};
