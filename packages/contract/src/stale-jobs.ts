// Listings kept honest (docs/product.md section C12): how long a job may stay quiet before its organisation is asked
// whether it is still open, and before Tandem pauses it. The page words its notes from these, so a short setting
// (seconds, when the cycle is watched by hand) is never called 'weeks' (duration-words.ts words them).

import { z } from 'zod';

/** GET /api/stale-jobs/settings/: the server's JOB_STALE_AFTER and JOB_PAUSE_AFTER, in seconds. */
export const StaleJobSettings = z.object({
  stale_after_seconds: z.number().int().positive(),
  pause_after_seconds: z.number().int().positive(),
});
export type StaleJobSettings = z.infer<typeof StaleJobSettings>;
