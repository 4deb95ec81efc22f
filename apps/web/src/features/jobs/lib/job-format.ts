import { JOB_TYPE_LABELS, MATCH_BANDS } from '@tandem/contract';
import type { JobAnswer, JobType } from '@tandem/contract';

type Salary = Pick<JobAnswer, 'salary_min' | 'salary_max'>;

/**
 * Whole pounds as en-GB writes them ("£45,000", "-£1,200"): what `Intl.NumberFormat('en-GB', { style: 'currency',
 * currency: 'GBP', maximumFractionDigits: 0 })` gives, without building that formatter, which takes tens of
 * milliseconds on a slow phone (its currency data) in the middle of rendering the first job cards.
 */
export function formatPounds(amount: number): string {
  const whole = Math.round(Math.abs(amount));
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}£${grouped}`;
}

/** "£45,000 – £60,000", one end when only one is given, or an empty string. */
export function salaryRange({ salary_min: min, salary_max: max }: Salary): string {
  if (min != null && max != null)
    return min === max ? formatPounds(min) : `${formatPounds(min)} – ${formatPounds(max)}`;
  if (min != null) return `From ${formatPounds(min)}`;
  if (max != null) return `Up to ${formatPounds(max)}`;
  return '';
}

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

/** SPEC.md's modal: perks or None. */
export const perksText = (value: string | null | undefined): string => listOf(value).join(', ') || 'None';

export const visaText = (visaSponsor: boolean): string => (visaSponsor ? 'Available' : 'Not available');

export const experienceText = (years: number | null | undefined): string =>
  years == null
    ? 'Not given'
    : years === 0
      ? 'No experience needed'
      : `${years} year${years === 1 ? '' : 's'}`;

export type MatchBand = 'high' | 'medium' | 'low';

/** The badge's colour band: 90 and over, 70 and over, below (SPEC.md section 9). */
export const matchBand = (score: number): MatchBand =>
  score >= MATCH_BANDS.high ? 'high' : score >= MATCH_BANDS.medium ? 'medium' : 'low';

/** A score the badge can show: an integer 0..100; null, undefined or anything else shows no badge. */
export const shownScore = (score: unknown): number | null =>
  typeof score === 'number' && Number.isFinite(score) ? Math.min(100, Math.max(0, Math.round(score))) : null;
