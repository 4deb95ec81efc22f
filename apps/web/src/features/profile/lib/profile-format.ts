import { LIMITS } from '@tandem/contract';

/** The job title kept in an experience's duration: the text before ' at ' when there is one (docs/product.md section 2). */
export function jobTitleOf(duration: string | null | undefined): string {
  const text = (duration ?? '').trim();
  const at = text.toLowerCase().indexOf(' at ');
  return at === -1 ? text : text.slice(0, at).trim();
}

/** Level out of 5 on the profile: score divided by 2, rounded (docs/product.md section 9). */
export const levelOf = (score: number): number =>
  Math.min(5, Math.max(0, Math.round(Math.min(LIMITS.scoreMax, Math.max(LIMITS.scoreMin, score)) / 2)));

/** The skill bar's fill, 0 to 100 per cent of the 0..10 score. */
export const scorePercent = (score: number): number =>
  (Math.min(LIMITS.scoreMax, Math.max(LIMITS.scoreMin, score)) / LIMITS.scoreMax) * 100;
