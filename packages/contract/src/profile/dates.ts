// Dates of education and experience entries: a real day or nothing, the end not before the start.
import { z } from 'zod';
import { PROFILE_MESSAGES } from './messages.ts';

/** A real calendar date 'YYYY-MM-DD' between 1900 and 2100. */
export function isProfileDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && year <= 2100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A date or nothing: '' and null both mean none (an empty end date is "present"). Answers null for none. */
export const profileDate = z
  .string({ error: PROFILE_MESSAGES.invalidDate })
  .trim()
  .refine((value) => value === '' || isProfileDate(value), PROFILE_MESSAGES.invalidDate)
  .nullable()
  .transform((value) => value || null);

/** Start on or before end, when both are given (ISO dates compare as text). */
export const profileDatesInOrder = (
  start: string | null | undefined,
  end: string | null | undefined,
): boolean => !start || !end || start <= end;

export const endAfterStart = (
  entry: { start_date?: string | null | undefined; end_date?: string | null | undefined },
  ctx: z.RefinementCtx,
) => {
  const { start_date: start, end_date: end } = entry;
  // Zod runs this even when a date itself failed: compare only two real dates.
  if (start && end && isProfileDate(start) && isProfileDate(end) && !profileDatesInOrder(start, end))
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: PROFILE_MESSAGES.endBeforeStart });
};
