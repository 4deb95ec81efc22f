/** Query keys of the candidate matches screen. */
export const candidateKeys = {
  all: ['candidates'] as const,
  matches: (jobId: number) => [...candidateKeys.all, 'matches', jobId] as const,
  applications: (jobId: number) => [...candidateKeys.all, 'applications', jobId] as const,
  jobs: () => [...candidateKeys.all, 'jobs'] as const,
};
