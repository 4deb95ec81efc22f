import { relativePhrase } from './relative-time';
import type { RelativeUnit } from './relative-time';
import { once } from '@tandem/contract';

// Dates in the en-GB locale (docs/product.md section 9), through Intl.DateTimeFormat. Each formatter is made on its
// first use (the contract's once), not at import: building one loads its locale data. 'YYYY-MM-DD' values are calendar
// dates, read in local time so that a date never moves by a day in a time zone west of UTC.
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const shortDate = once(
  () => new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' }),
);
const longDate = once(
  () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
);
const clockTime = once(
  () => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
);

export type DateInput = string | number | Date;

export function toDate(value: DateInput): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value);
    if (match) return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 21/11/2025 */
export const formatDate = (value: DateInput | null | undefined): string => {
  const date = value == null || value === '' ? null : toDate(value);
  return date ? shortDate().format(date) : '';
};

/** 21 November 2025 */
export const formatLongDate = (value: DateInput | null | undefined): string => {
  const date = value == null || value === '' ? null : toDate(value);
  return date ? longDate().format(date) : '';
};

/** Event times as HH.MM (docs/product.md section 9). */
export const formatTime = (value: DateInput | null | undefined): string => {
  const date = value == null || value === '' ? null : toDate(value);
  return date ? clockTime().format(date).replace(':', '.') : '';
};

const UNITS: Array<[RelativeUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "2 days ago", "yesterday", "now". */
export function formatRelative(value: DateInput | null | undefined, now: Date = new Date()): string {
  const date = value == null || value === '' ? null : toDate(value);
  if (!date) return '';
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relativePhrase(Math.trunc(seconds / size), unit);
  }
  return relativePhrase(0, 'second');
}
