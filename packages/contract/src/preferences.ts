import { z } from 'zod';
import { JOB_TYPES } from './enums.ts';
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

/** PUT /api/preferences/: the whole section at once; an empty list or null means no preference. */
export const PreferencesInput = z.object({
  job_types: z.array(z.enum(JOB_TYPES, { error: PREFERENCES_MESSAGES.jobType }), { error: PREFERENCES_MESSAGES.jobType }).max(JOB_TYPES.length),
  work_mode: z.enum(WORK_MODES, { error: PREFERENCES_MESSAGES.workMode }),
  min_salary: z
    .number({ error: PREFERENCES_MESSAGES.minSalary })
    .int(PREFERENCES_MESSAGES.minSalary)
    .min(0, PREFERENCES_MESSAGES.minSalary)
    .max(LIMITS.salaryMax, PREFERENCES_MESSAGES.minSalary)
    .nullable(),
  seniority: z.enum(SENIORITIES, { error: PREFERENCES_MESSAGES.seniority }).nullable(),
});
export type PreferencesInput = z.input<typeof PreferencesInput>;

export const PreferencesAnswer = z.object({
  job_types: z.array(z.enum(JOB_TYPES)),
  work_mode: z.enum(WORK_MODES),
  min_salary: z.number().nullable(),
  seniority: z.enum(SENIORITIES).nullable(),
});
export type PreferencesAnswer = z.infer<typeof PreferencesAnswer>;

export const NO_PREFERENCES: PreferencesAnswer = { job_types: [], work_mode: 'any', min_salary: null, seniority: null };
