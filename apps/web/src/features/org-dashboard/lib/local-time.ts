const pad = (value: number) => String(value).padStart(2, '0');
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A datetime-local value ('2025-06-01T18:00', the user's own clock) as the UTC timestamp the API stores. */
export function localToIso(value: string): string | undefined {
  const match = LOCAL.exec(value.trim());
  if (!match) return value.trim() === '' ? undefined : value;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(year, month - 1, day, hour, minute);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** A stored timestamp as a datetime-local value on the user's own clock. */
export function isoToLocal(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Tags typed as 'Youth, Workshop' as the list of names the API takes. */
export const tagNames = (text: string): string[] => {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '' && !seen.has(name.toLowerCase()) && Boolean(seen.add(name.toLowerCase())));
};
