// What a candidate looks for (docs/product.md section C14): the lists, labels and messages, without a schema, so a
// screen that shows them does not load zod. The schemas are in preferences.ts.
import { LIMITS } from './limits.ts';

/** Where a candidate wants to work (docs/product.md section C14): anywhere, remote jobs only, or on site near them. */
export const WORK_MODES = ['any', 'remote', 'onsite'] as const;
export type WorkMode = (typeof WORK_MODES)[number];
export const WORK_MODE_LABELS: Record<WorkMode, string> = {
  any: 'Remote or on site',
  remote: 'Remote only',
  onsite: 'On site, near where I live',
};

/** The level a candidate looks for; a job's is read from its type and the years it asks. */
export const SENIORITIES = ['entry', 'mid', 'senior'] as const;
export type Seniority = (typeof SENIORITIES)[number];
export const SENIORITY_LABELS: Record<Seniority, string> = {
  entry: 'Entry level (up to 1 year asked)',
  mid: 'Mid level (2 to 4 years asked)',
  senior: 'Senior (5 years or more asked)',
};

export const PREFERENCES_MESSAGES = {
  jobType: 'Choose job types from the list.',
  workMode: 'Choose remote, on site, or either.',
  minSalary: `Enter a whole number from 0 to ${LIMITS.salaryMax}.`,
  seniority: 'Choose a level from the list.',
} as const;
