// The field schemas every area's fields build on, each refusal in the area's own words.
import { z } from 'zod';

/**
 * A record id in a body or query: a positive integer up to `max` (what the database's integer holds), or its
 * digits as text (what forms and URLs send). Every refusal says `message`.
 */
export const recordId = (message: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,12}\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(1, message).max(max, message),
  );

/** The largest id the database holds: PostgreSQL's integer (SQLite's is wider, so both refuse beyond it alike). */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record id up to MAX_RECORD_ID, refused with `message`: for ids outside an area with its own limits. */
export const databaseId = (message: string) => recordId(message, MAX_RECORD_ID);

/** true/false, or what a form or a query string sends for them (1/0, as numbers or text). */
export const booleanFlag = (message: string) =>
  z.preprocess((value) => {
    if (value === 'true' || value === 1 || value === '1') return true;
    if (value === 'false' || value === 0 || value === '0') return false;
    return value;
  }, z.boolean({ error: message }));

/** An absolute http(s) URL with a host and no white space (no javascript:, no relative paths). */
export function isHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** 'example.org' as typed becomes 'https://example.org'; a value with a scheme of its own is kept as it is. */
export const withWebsiteScheme = (value: string): string =>
  value === '' || /^[a-z][a-z\d+.-]*:\/\//i.test(value) || /^[a-z][a-z\d+.-]*:[^\d]/i.test(value) ? value : `https://${value}`;
