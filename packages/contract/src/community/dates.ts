// Dates and timestamps of events, resources and opportunities: real calendar days between 1900 and 2100.
import { z } from 'zod';
import { COMMUNITY_MESSAGES } from './messages.ts';

const isCalendarDate = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** A real calendar date 'YYYY-MM-DD' between 1900 and 2100. */
export function isCommunityDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1900 && year <= 2100 && isCalendarDate(year, month, day);
}

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))$/i;

/**
 * An ISO 8601 timestamp with its zone (Z or ±hh:mm), as the UTC text the API stores and answers
 * ('2025-06-01T17:00:00.000Z'), or null when it is not one. Years 1900 to 2100, so stored texts sort as times.
 */
export function toUtcTimestamp(value: string): string | null {
  const match = TIMESTAMP.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '0', , offsetHours = '0', offsetMinutes = '0'] = match;
  if (!isCalendarDate(Number(year), Number(month), Number(day)) || Number(year) < 1900 || Number(year) > 2100) return null;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  if (Number(offsetHours) > 23 || Number(offsetMinutes) > 59) return null;
  const time = Date.parse(value.trim());
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

export const timestamp = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? COMMUNITY_MESSAGES.required : COMMUNITY_MESSAGES.invalidTimestamp) })
  .max(64, COMMUNITY_MESSAGES.invalidTimestamp)
  .transform((value, context) => {
    const utc = toUtcTimestamp(value);
    if (utc === null) {
      context.addIssue({ code: 'custom', message: COMMUNITY_MESSAGES.invalidTimestamp });
      return z.NEVER;
    }
    return utc;
  });

/** A date or nothing: '' and null both mean none. */
export const optionalDate = z.preprocess(
  (value) => (value === null ? '' : value),
  z
    .string({ error: COMMUNITY_MESSAGES.invalidDate })
    .trim()
    .refine((value) => value === '' || isCommunityDate(value), COMMUNITY_MESSAGES.invalidDate)
    .transform((value) => (value === '' ? null : value)),
);
