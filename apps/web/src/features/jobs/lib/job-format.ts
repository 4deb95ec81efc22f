import { JOB_TYPE_LABELS, formatSalary, scoreBandOf, type ScoreBand } from '@tandem/contract';

import type { JobAnswer, JobType } from '@tandem/contract';

type Salary = Pick<JobAnswer, 'salary_min' | 'salary_max'> & Partial<Pick<JobAnswer, 'salary_currency' | 'salary_period'>>;

/**
 * "£45,000 – £60,000 a year", "From €12 an hour", or an empty string: the contract's formatSalary (Intl.NumberFormat,
 * en-GB), in the job's currency and period.
 */
export const salaryRange = (job: Salary): string =>
  formatSalary(job.salary_min, job.salary_max, job.salary_currency, job.salary_period) ?? '';

/** City, state, country as given, without gaps or repeats. */
export const placeOf = (job: Pick<JobAnswer, 'city' | 'state' | 'country'>): string =>
  [...new Set([job.city, job.state, job.country].map((part) => part?.trim()).filter(Boolean))].join(', ');

export const modeLabel = (job: Pick<JobAnswer, 'is_remote'>): string =>
  job.is_remote ? 'Remote' : 'On-site';

export const typeLabel = (jobType: string): string => JOB_TYPE_LABELS[jobType as JobType] ?? jobType;

/** Items of a comma-separated field (keywords, benefits_and_perks). */
export const listOf = (value: string | readonly string[] | null | undefined): string[] =>
  (Array.isArray(value) ? value : String(value ?? '').split(','))
    .map((item: string) => item.trim())
    .filter(Boolean);

/** docs/product.md's modal: perks or None. */
export const perksText = (value: string | null | undefined): string => listOf(value).join(', ') || 'None';

export const visaText = (visaSponsor: boolean): string => (visaSponsor ? 'Available' : 'Not available');

export const experienceText = (years: number | null | undefined): string =>
  years == null
    ? 'Not given'
    : years === 0
      ? 'No experience needed'
      : `${years} year${years === 1 ? '' : 's'}`;

/** The badge's band, the same on every screen (docs/product.md section C14): 90 strong, 70 good, 50 worth a look. */
export const matchBand = (score: number): ScoreBand => scoreBandOf(score);

/** A score the badge can show: an integer 0..100; null, undefined or anything else shows no badge. */
export const shownScore = (score: unknown): number | null =>
  typeof score === 'number' && Number.isFinite(score) ? Math.min(100, Math.max(0, Math.round(score))) : null;
