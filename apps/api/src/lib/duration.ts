/** Milliseconds per unit of a written duration. */
const UNITS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

const WRITTEN = /^(\d{1,6})([smhd])$/;

export const DURATION_MESSAGE = 'must be a whole number followed by s, m, h or d (for example 30s, 15m, 2h, 14d)';

/**
 * A duration as settings write it (docs/product.md section C12): a whole number and a unit, `30s`, `15m`, `2h`,
 * `14d`. Answers milliseconds, or undefined for anything else (a blank, a fraction, a sign, a missing or unknown
 * unit, zero).
 */
export function parseDuration(written: string): number | undefined {
  const match = WRITTEN.exec(written);
  if (!match) return undefined;
  const ms = Number(match[1]) * UNITS[match[2] as keyof typeof UNITS];
  return ms > 0 ? ms : undefined;
}

const NAMES = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1_000],
] as const;

/**
 * A duration in words, in the largest unit it is a whole number of ('30 days', '36 hours', '10 seconds'): what a
 * notification says of a setting such as JOB_STALE_AFTER, which may be seconds when the cycle is watched by hand.
 */
export function describeDuration(ms: number): string {
  const [name, size] = NAMES.find(([, unit]) => ms % unit === 0 && ms >= unit) ?? ['second', 1_000];
  const count = Math.max(1, Math.round(ms / size));
  return `${count} ${name}${count === 1 ? '' : 's'}`;
}
