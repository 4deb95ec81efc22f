import { JOB_TYPE_LABELS, formatSalary } from '@tandem/contract';
import type { JobAnswer, JobType } from '@tandem/contract';

/** "Leeds, United Kingdom": city and country, the parts that exist. */
export const cityAndCountry = (job: { city: string; country: string }): string =>
  [job.city, job.country].map((part) => part.trim()).filter(Boolean).join(', ');

/** "Leeds, England, United Kingdom". */
export const fullPlace = (job: { city: string; state: string; country: string }): string =>
  [job.city, job.state, job.country].map((part) => part.trim()).filter(Boolean).join(', ');

/** The salary with its currency and period ("£40,000 – £55,000 a year"), or '' when no salary is given. */
export const salaryRange = (
  job: Pick<JobAnswer, 'salary_min' | 'salary_max'> & Partial<Pick<JobAnswer, 'salary_currency' | 'salary_period'>>,
): string => formatSalary(job.salary_min, job.salary_max, job.salary_currency, job.salary_period) ?? '';

export const jobTypeLabel = (type: string): string => JOB_TYPE_LABELS[type as JobType] ?? type;
