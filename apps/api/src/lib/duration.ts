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

// One wording for the notifications and the page (packages/contract/src/stale-jobs.ts).
export { describeDuration } from '@tandem/contract';
