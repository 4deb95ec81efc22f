import type { ProfileCompletionAnswer } from '@tandem/contract';

/** Below this share of the checklist, applying gets a warning: the organisation would see almost nothing. */
export const THIN_PROFILE_BELOW = 50;

/** The checklist items still missing when the profile is thin; empty when it is not. */
export function thinProfileGaps(completion: ProfileCompletionAnswer): string[] {
  if (completion.completion >= THIN_PROFILE_BELOW) return [];
  return completion.checklist.filter((item) => !item.done).map((item) => item.label);
}
