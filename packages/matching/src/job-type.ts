/**
 * Share (0 to 1) of the job-type points: a candidate without preferences is open to every type, so only
 * a stated preference that leaves this type out costs anything.
 */
export function jobTypeShare(hasPreferences: boolean, preferred: boolean): number {
  return !hasPreferences || preferred ? 1 : 0;
}
