// Words of /candidatelist. docs/product.md shows only its heading; these are the working screen's own.
export const CANDIDATE_MESSAGES = {
  description: 'Candidates ranked for your job by skills, experience, education and place.',
  noJobs: 'Post a job to see the candidates who match it.',
  noMatches: 'No candidates score 50 or more for this job yet.',
  showOthers: 'Show other candidates',
  othersHeading: 'Other candidates',
  noOthers: 'No other candidates to show.',
  matchesFailed: 'Unable to fetch candidate matches',
  noApplicants: 'Nobody has applied to this job yet.',
  applicationsFailed: 'Unable to fetch applicants',
  moved: (name: string, stage: string) => `${name} moved to ${stage}.`,
  moveFailed: 'Failed to move the applicant',
} as const;
