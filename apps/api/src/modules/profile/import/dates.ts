/**
 * Dates as résumés write them, read to the profile's YYYY-MM-DD (the first of the month when only a month is
 * given, the first of January when only a year): 'Jan 2020', 'January 2020', 'Sept. 2019', '03/2021', '2021-03',
 * '2019'. A range joins two with a dash, an en or em dash or 'to'; its end may be 'Present', 'Current', 'Now' or
 * 'Date', which is an open end (null).
 */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_WORD = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const ONE_DATE = `(?:${MONTH_WORD}\\s+\\d{4}|\\d{1,2}\\/\\d{4}|\\d{4}-\\d{2}(?:-\\d{2})?|(?:19|20)\\d{2})`;
const OPEN_END = '(?:present|current(?:ly)?|now|date|ongoing)';
/** 'Jan 2020 – Present', '2015 - 2019', '03/2021 to 11/2022'. */
export const DATE_RANGE = new RegExp(`(${ONE_DATE})\\s*(?:[-–—]+|\\bto\\b|\\buntil\\b)\\s*(${ONE_DATE}|${OPEN_END})`, 'i');
export const SINGLE_DATE = new RegExp(`\\b(${ONE_DATE})\\b`, 'i');

const pad = (n: number) => String(n).padStart(2, '0');

/** One date as YYYY-MM-DD, or null when it is not one. */
export function readDate(text: string): string | null {
  const value = text.trim().toLowerCase().replace(/\.$/, '');
  let match = /^([a-z]+)\.?\s+(\d{4})$/.exec(value);
  if (match) {
    const month = MONTHS.indexOf((match[1] ?? '').slice(0, 3));
    return month < 0 ? null : `${match[2]}-${pad(month + 1)}-01`;
  }
  match = /^(\d{1,2})\/(\d{4})$/.exec(value);
  if (match) {
    const month = Number(match[1]);
    return month >= 1 && month <= 12 ? `${match[2]}-${pad(month)}-01` : null;
  }
  match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  if (match) {
    const month = Number(match[2]);
    if (month < 1 || month > 12) return null;
    return `${match[1]}-${match[2]}-${match[3] ?? '01'}`;
  }
  if (/^(19|20)\d{2}$/.test(value)) return `${value}-01-01`;
  return null;
}

export interface DateRange {
  start: string | null;
  end: string | null;
  /** The range as written, to remove it from the line it was found in. */
  text: string;
}

/** The first date range in a line ('Jan 2020 – Present'), or a lone year or month ('2019'), read as an end. */
export function findDateRange(line: string): DateRange | undefined {
  const range = DATE_RANGE.exec(line);
  if (range) {
    const end = new RegExp(`^${OPEN_END}$`, 'i').test(range[2] ?? '') ? null : readDate(range[2] ?? '');
    return { start: readDate(range[1] ?? ''), end, text: range[0] };
  }
  const single = SINGLE_DATE.exec(line);
  if (single) return { start: null, end: readDate(single[1] ?? ''), text: single[0] };
  return undefined;
}
