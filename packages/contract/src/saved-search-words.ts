import { JOBS_MESSAGES } from './jobs/messages.ts';
import { LIMITS } from './limits.ts';
import { fieldTooLong } from './messages.ts';

/**
 * Saved searches and their alerts (docs/product.md section C12): a candidate keeps a search of /yourmatches and
 * is told of each new job that meets it and scores 50 or more for them, at once, in the daily e-mail, or never.
 */
export const SAVED_SEARCHES_MAX = 20;
export const SAVED_SEARCH_NAME_MAX = 80;
/** The lowest match score at which a new job alerts (the same line as "a match" on /yourmatches). */
export const SAVED_SEARCH_ALERT_SCORE = 50;

export const SAVED_SEARCH_ALERTS = ['instant', 'daily', 'off'] as const;
export type SavedSearchAlert = (typeof SAVED_SEARCH_ALERTS)[number];
export const SAVED_SEARCH_ALERT_LABELS: Record<SavedSearchAlert, string> = {
  instant: 'As soon as a job fits',
  daily: 'In one daily e-mail',
  off: 'No alerts',
};

/**
 * A whole number grouped as en-GB writes it (100,000,000) without Intl: this message is made when the module loads,
 * and a page's first Intl formatter loads the locale data (about 100 ms on a phone, once.ts), which /settings paid
 * at import for a message it shows only after a wrong amount.
 */
export const groupedWhole = (value: number): string => String(value).replace(/\B(?=(\d{3})+$)/gu, ',');

export const SAVED_SEARCH_MESSAGES = {
  nameRequired: 'Give this search a name.',
  nameTooLong: fieldTooLong(SAVED_SEARCH_NAME_MAX),
  searchTooLong: fieldTooLong(200),
  locationTooLong: fieldTooLong(100),
  jobType: JOBS_MESSAGES.jobType,
  remote: 'Must be a valid boolean.',
  salaryMin: 'Enter a whole amount of 0 or more.',
  salaryTooLarge: `Enter an amount of at most ${groupedWhole(LIMITS.salaryMax)}.`,
  alert: 'Choose instant, daily or off.',
  tooMany: `You can keep at most ${SAVED_SEARCHES_MAX} saved searches: delete one to save another.`,
  nothingToChange: 'Send a new name or alert.',
  saved: 'Search saved.',
  deleted: 'Saved search deleted.',
} as const;
