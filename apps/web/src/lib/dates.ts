// Dates in the en-GB locale (SPEC.md section 9). 'YYYY-MM-DD' values are calendar dates, read in local time so
// that a date never moves by a day in a time zone west of UTC.
const LOCALE = 'en-GB';
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const dateFormat = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric' });
const longDateFormat = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', hour12: false });
const relativeFormat = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });

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
  return date ? dateFormat.format(date) : '';
};

/** 21 November 2025 */
export const formatLongDate = (value: DateInput | null | undefined): string => {
  const date = value == null || value === '' ? null : toDate(value);
  return date ? longDateFormat.format(date) : '';
};

/** Event times as HH.MM (SPEC.md section 9). */
export const formatTime = (value: DateInput | null | undefined): string => {
  const date = value == null || value === '' ? null : toDate(value);
  return date ? timeFormat.format(date).replace(':', '.') : '';
};

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
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
    if (Math.abs(seconds) >= size) return relativeFormat.format(Math.trunc(seconds / size), unit);
  }
  return relativeFormat.format(0, 'second');
}
