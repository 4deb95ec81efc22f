// Pay transparency (docs/product.md section C20): a paid job shows a pay range, a minimum and a maximum, beside its
// currency and period (which always have a value: the country's currency and 'year' when left out). The
// deployment may turn the rule off (PAY_RANGE_REQUIRED=false); the form and the route ask the same with the
// same words, the form learning the setting from GET /api/job-settings/.
import { z } from 'zod';
import { isUnpaidJobType } from '../enums.ts';

export const PAY_RANGE_MESSAGES = {
  min: 'Give the lowest pay: a paid job shows its pay range, from a minimum to a maximum.',
  max: 'Give the highest pay: a paid job shows its pay range, from a minimum to a maximum.',
} as const;

interface PayFields {
  job_type?: string | undefined;
  /** A number; '' (a form's empty field), null or undefined is none. */
  salary_min?: number | string | null | undefined;
  salary_max?: number | string | null | undefined;
}

const missing = (value: PayFields['salary_min']) => value === null || value === undefined || value === '';

/** The fields a paid job still lacks for its range, with their messages; empty when the range is whole or not needed. */
export function payRangeErrors(job: PayFields, required: boolean): Partial<Record<'salary_min' | 'salary_max', string[]>> {
  if (!required || isUnpaidJobType(job.job_type ?? 'full-time')) return {};
  const errors: Partial<Record<'salary_min' | 'salary_max', string[]>> = {};
  if (missing(job.salary_min)) errors.salary_min = [PAY_RANGE_MESSAGES.min];
  if (missing(job.salary_max)) errors.salary_max = [PAY_RANGE_MESSAGES.max];
  return errors;
}

/** What the job form needs to know of the deployment's rules. */
export const JobSettingsAnswer = z.object({ pay_range_required: z.boolean() });
export type JobSettingsAnswer = z.infer<typeof JobSettingsAnswer>;
