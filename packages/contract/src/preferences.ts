// The preferences' schemas. Their lists, labels and messages are in preferences-words.ts, which /editprofile's
// first screen reads without building these.
import { z } from 'zod';
import { JOB_TYPES } from './enums.ts';
import { LIMITS } from './limits.ts';
import { PREFERENCES_MESSAGES, SENIORITIES, WORK_MODES } from './preferences-words.ts';

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
