/** The units `formatRelative` (lib/dates.ts) writes in. */
export type RelativeUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second';

/** Words for -1, 0 and +1 of a unit, as en-GB says them with `numeric: 'auto'`. */
const NEAR: Record<RelativeUnit, [string, string, string]> = {
  year: ['last year', 'this year', 'next year'],
  month: ['last month', 'this month', 'next month'],
  week: ['last week', 'this week', 'next week'],
  day: ['yesterday', 'today', 'tomorrow'],
  hour: ['1 hour ago', 'this hour', 'in 1 hour'],
  minute: ['1 minute ago', 'this minute', 'in 1 minute'],
  second: ['1 second ago', 'now', 'in 1 second'],
};

/**
 * `value` units from now in en-GB words ("2 days ago", "yesterday", "in 3 weeks", "now"): what
 * `new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' }).format(value, unit)` gives for a whole `value`,
 * without building that formatter, which costs tens of milliseconds on a slow phone (its locale data) in the
 * middle of rendering the first job cards.
 */
export function relativePhrase(value: number, unit: RelativeUnit): string {
  const near = NEAR[unit][value + 1];
  if (Math.abs(value) <= 1 && near !== undefined) return near;
  const count = Math.abs(value);
  const amount = `${String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} ${unit}${count === 1 ? '' : 's'}`;
  return value < 0 ? `${amount} ago` : `in ${amount}`;
}
