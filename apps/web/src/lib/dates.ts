import { relativePhrase } from './relative-time';
import type { RelativeUnit } from './relative-time';

// Dates in the en-GB locale (docs/product.md section 9). 'YYYY-MM-DD' values are calendar dates, read in local time so
// that a date never moves by a day in a time zone west of UTC.
//
// Written by hand, not with Intl.DateTimeFormat (dates.test.ts holds them to its en-GB output): building an Intl
// formatter costs tens of milliseconds on a slow phone (its locale data), which a screen paid while rendering its
// first cards.
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const twoDigits = (value: number) => String(value).padStart(2, '0');

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
  return date ? `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}` : '';
};

/** 21 November 2025 */
export const formatLongDate = (value: DateInput | null | undefined): string => {
  const date = value == null || value === '' ? null : toDate(value);
  return date ? `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}` : '';
};

/** Event times as HH.MM (docs/product.md section 9). */
export const formatTime = (value: DateInput | null | undefined): string => {
  const date = value == null || value === '' ? null : toDate(value);
  return date ? `${twoDigits(date.getHours())}.${twoDigits(date.getMinutes())}` : '';
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
