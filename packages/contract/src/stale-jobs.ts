// Listings kept honest (docs/product.md section C12): how long a job may stay quiet before its organisation is asked
// whether it is still open, and before Tandem pauses it. The page words its notes from these, so a short setting
// (seconds, when the cycle is watched by hand) is never called 'weeks'.

import { z } from 'zod';

/** GET /api/stale-jobs/settings/: the server's JOB_STALE_AFTER and JOB_PAUSE_AFTER, in seconds. */
export const StaleJobSettings = z.object({
  stale_after_seconds: z.number().int().positive(),
  pause_after_seconds: z.number().int().positive(),
});
export type StaleJobSettings = z.infer<typeof StaleJobSettings>;

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
