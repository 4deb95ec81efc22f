import { fieldTooLong, type JobType } from '@tandem/contract';
import type { RegisterOptions } from 'react-hook-form';

/** The job search box of /home and /yourmatches: keyword, location (a city), job type, remote only. */
export interface JobSearchValues {
  search: string;
  location: string;
  jobType: JobType | '';
  remote: boolean;
}

/**
 * Its rules, as react-hook-form's own: two lengths need no schema library, and leaving zod out keeps the
 * first screens (/home, /yourmatches) light. The values are trimmed on submit.
 */
export const JOB_SEARCH_RULES = {
  search: { maxLength: { value: 200, message: fieldTooLong(200) } },
  location: { maxLength: { value: 100, message: fieldTooLong(100) } },
} satisfies Partial<Record<keyof JobSearchValues, RegisterOptions<JobSearchValues>>>;

export const trimSearch = (values: JobSearchValues): JobSearchValues => ({
  ...values,
  search: values.search.trim(),
  location: values.location.trim(),
});
