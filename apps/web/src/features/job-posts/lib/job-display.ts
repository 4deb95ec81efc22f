import { JOB_TYPE_LABELS } from '@tandem/contract';
import type { JobType } from '@tandem/contract';
import { once } from '../../../lib/once';

/** "Leeds, United Kingdom": city and country, the parts that exist. */
export const cityAndCountry = (job: { city: string; country: string }): string =>
  [job.city, job.country].map((part) => part.trim()).filter(Boolean).join(', ');

/** "Leeds, England, United Kingdom". */
export const fullPlace = (job: { city: string; state: string; country: string }): string =>
  [job.city, job.state, job.country].map((part) => part.trim()).filter(Boolean).join(', ');

const money = once(() => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }));

/** "40,000 - 55,000", "From 40,000", "Up to 55,000", or '' when no salary is given. */
export function salaryRange(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${money().format(min)} - ${money().format(max)}`;
  if (min !== null) return `From ${money().format(min)}`;
  if (max !== null) return `Up to ${money().format(max)}`;
  return '';
}

export const jobTypeLabel = (type: string): string => JOB_TYPE_LABELS[type as JobType] ?? type;
