/** Calendar dates as whole days since 1970-01-01, so periods can be compared and summed as integers. */

/** The day number standing for an end date that has not come yet ("present"). */
export const OPEN_END = 2_147_483_647;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses 'YYYY-MM-DD' (docs/product.md section C2) into a day number, or null when it is not a real date. */
export function parseDay(text: string | null | undefined): number | null {
  const match = DATE.exec(text?.trim() ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  // Date.UTC rolls 2024-02-31 over to March: refuse it rather than guess.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return time / 86_400_000;
}

/** Like parseDay, but a bad "today" is a programming error, not data to skip. */
export function requireDay(text: string): number {
  const day = parseDay(text);
  if (day === null) throw new RangeError(`today must be a YYYY-MM-DD date, got "${text}"`);
  return day;
}
