import { z } from 'zod';
import { JOB_TYPES } from './enums.ts';
import { LIMITS } from './limits.ts';
import { SAVED_SEARCH_ALERTS, SAVED_SEARCH_MESSAGES, SAVED_SEARCH_NAME_MAX } from './saved-search-words.ts';

// Saved searches' schemas; their limits, labels and messages are in saved-search-words.ts.
const text = (max: number, message: string) => z.string({ error: message }).trim().max(max, message);

/** What a saved search keeps of the job search: the same filters the job list applies, and a lowest salary. */
export const SavedSearchQuery = z.strictObject({
  search: text(200, SAVED_SEARCH_MESSAGES.searchTooLong).default(''),
  /** A city, as /yourmatches' location filter reads it. */
  location: text(100, SAVED_SEARCH_MESSAGES.locationTooLong).default(''),
  job_type: z.enum(JOB_TYPES, { error: SAVED_SEARCH_MESSAGES.jobType }).nullable().default(null),
  remote: z.boolean({ error: SAVED_SEARCH_MESSAGES.remote }).default(false),
  salary_min: z
    .number({ error: SAVED_SEARCH_MESSAGES.salaryMin })
    .int(SAVED_SEARCH_MESSAGES.salaryMin)
    .min(0, SAVED_SEARCH_MESSAGES.salaryMin)
    .max(LIMITS.salaryMax, SAVED_SEARCH_MESSAGES.salaryTooLarge)
    .nullable()
    .default(null),
});
export type SavedSearchQuery = z.output<typeof SavedSearchQuery>;

export const savedSearchName = z
  .string({ error: SAVED_SEARCH_MESSAGES.nameRequired })
  .trim()
  .min(1, SAVED_SEARCH_MESSAGES.nameRequired)
  .max(SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_MESSAGES.nameTooLong);
export const savedSearchAlert = z.enum(SAVED_SEARCH_ALERTS, { error: SAVED_SEARCH_MESSAGES.alert });

/** POST /api/saved-searches/. */
export const SavedSearchInput = z.strictObject({
  name: savedSearchName,
  query: SavedSearchQuery.default({ search: '', location: '', job_type: null, remote: false, salary_min: null }),
  alert: savedSearchAlert.default('instant'),
});
export type SavedSearchInput = z.input<typeof SavedSearchInput>;

/** PATCH /api/saved-searches/{id}/: a new name, a new alert, or both. */
export const SavedSearchPatch = z
  .strictObject({ name: savedSearchName.optional(), alert: savedSearchAlert.optional() })
  .refine((patch) => patch.name !== undefined || patch.alert !== undefined, { message: SAVED_SEARCH_MESSAGES.nothingToChange, path: ['non_field_errors'] });
export type SavedSearchPatch = z.input<typeof SavedSearchPatch>;

/** The form of 'Save this search' (the query comes from the page): a name, an alert and a lowest salary typed as text. */
export const SaveSearchForm = z.object({
  name: savedSearchName,
  alert: savedSearchAlert,
  salary_min: z
    .string()
    .trim()
    .refine((value) => value === '' || (/^\d+$/.test(value) && Number(value) <= LIMITS.salaryMax), SAVED_SEARCH_MESSAGES.salaryMin),
});
export type SaveSearchForm = z.infer<typeof SaveSearchForm>;

export const SavedSearchAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  query: z.object({
    search: z.string(),
    location: z.string(),
    job_type: z.enum(JOB_TYPES).nullable(),
    remote: z.boolean(),
    salary_min: z.number().int().nullable(),
  }),
  alert: z.enum(SAVED_SEARCH_ALERTS),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedSearchAnswer = z.infer<typeof SavedSearchAnswer>;
