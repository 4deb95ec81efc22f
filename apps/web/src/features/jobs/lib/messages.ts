import { countOf } from '@tandem/contract';

// Words of the job screens that docs/product.md does not have (its own are UI_MESSAGES in @tandem/contract).
export const JOB_MESSAGES = {
  applied: 'Application sent',
  applyTitle: (title: string) => `Apply for ${title}`,
  applyFailed: 'Your application could not be sent. Please try again.',
  previewFailed: 'What your application will include could not be loaded.',
  thinProfile: 'Your profile is thin, so the organisation will learn little about you.',
  noteLabel: 'Cover note (optional)',
  noteHint: 'A few lines on why this job, and why you.',
  saved: 'Job saved',
  unsaved: 'Job removed from your saved jobs',
} as const;

// /yourmatches against the bands of docs/product.md section C14.
export const JOB_MATCH_MESSAGES = {
  finding: 'Finding jobs that match your profile…',
  otherJobs: 'Other jobs',
  noMatchesYet: 'No job scores 50 or more for your profile yet: these are the closest.',
  emptyProfileTitle: 'Add your skills to see jobs that match you',
  thinProfileTitle: 'Add a few more skills to see jobs that match you',
  addSkillsPrompt:
    'Scores come mostly from the skills on your profile. With three or more skills (and what you look for), we can show the jobs that fit you first.',
  addSkillsAction: 'Add skills to your profile',
  showAllJobs: 'Show all jobs anyway',
  searchCount: (count: number) => `${countOf(count, 'job', 'jobs')} ${count === 1 ? 'matches' : 'match'} your search`,
  savedCount: (count: number) => `You have saved ${countOf(count, 'job', 'jobs')}`,
} as const;
