// A setting's duration in words, without zod: the organisation's job list words its stale notes with it on its
// first screen (docs/product.md section C12); the settings' schema is in stale-jobs.ts.

const DURATION_NAMES = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1_000],
] as const;

/**
 * A duration in words, in the largest unit it is a whole number of ('30 days', '36 hours', '10 seconds'): what the
 * notifications and the page say of a setting such as JOB_STALE_AFTER.
 */
export function describeDuration(ms: number): string {
  const [name, size] = DURATION_NAMES.find(([, unit]) => ms % unit === 0 && ms >= unit) ?? ['second', 1_000];
  const count = Math.max(1, Math.round(ms / size));
  return `${count} ${name}${count === 1 ? '' : 's'}`;
}
