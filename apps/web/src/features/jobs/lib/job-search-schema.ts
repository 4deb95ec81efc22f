import { fieldTooLong, JOB_TYPES, LIMITS, type JobType } from '@tandem/contract';

/** The job search box of /home and /yourmatches: keyword, location (a city), job type, remote only. */
export interface JobSearchValues {
  search: string;
  location: string;
  jobType: JobType | '';
  remote: boolean;
}

/** The two fields that can be wrong, each with its contract message. */
export type JobSearchErrors = Partial<Record<'search' | 'location', string>>;

/**
 * Its rules: two lengths, which need no schema library and no form library. The form is on the first screen of
 * /home and /yourmatches, and zod and react-hook-form together were about 38 KB gzip of their first loads.
 */
const JOB_SEARCH_MAX = { search: LIMITS.searchMax, location: LIMITS.placeMax } as const;

/** What is wrong with a search as typed (before trimming, as the fields show it); empty when nothing is. */
export function checkJobSearch(values: Pick<JobSearchValues, 'search' | 'location'>): JobSearchErrors {
  const errors: JobSearchErrors = {};
  for (const field of ['search', 'location'] as const) {
    if (values[field].length > JOB_SEARCH_MAX[field]) errors[field] = fieldTooLong(JOB_SEARCH_MAX[field]);
  }
  return errors;
}

/** The form's values as the browser holds them (the controls' names are the fields'). */
export function readJobSearch(form: HTMLFormElement): JobSearchValues {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const jobType = text('jobType');
  return {
    search: text('search'),
    location: text('location'),
    jobType: (JOB_TYPES as readonly string[]).includes(jobType) ? (jobType as JobType) : '',
    remote: data.has('remote'),
  };
}

export const trimSearch = (values: JobSearchValues): JobSearchValues => ({
  ...values,
  search: values.search.trim(),
  location: values.location.trim(),
});
