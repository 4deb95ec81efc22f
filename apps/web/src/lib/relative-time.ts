import { once } from '@tandem/contract';

/** The units `formatRelative` (lib/dates.ts) writes in. */
export type RelativeUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second';

// Made on first use (the contract's once): building it loads its locale data, which no screen should pay for at import.
const relativeTime = once(() => new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' }));

/** `value` units from now in en-GB words: "2 days ago", "yesterday", "in 3 weeks", "now". */
export const relativePhrase = (value: number, unit: RelativeUnit): string =>
  relativeTime().format(value, unit);
