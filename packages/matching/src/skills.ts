import { MATCH_WEIGHTS, SKILL_CREDIT } from './weights.ts';

/** Hundredths of a keyword's share: what the model sums for the skills factor. */
export type CreditUnits = number;

/** A proficiency as the model reads it: a whole number from 0 to 10 (the profile's slider). */
export function proficiency(score: number | null | undefined): number {
  if (typeof score !== 'number' || Number.isNaN(score)) return 0;
  return Math.round(Math.min(SKILL_CREDIT.maxLevel, Math.max(0, score)));
}

/** Credit for holding the keyword itself at a level: 50 at level 0 up to 100 at level 10. */
export function directUnits(level: number): CreditUnits {
  return SKILL_CREDIT.floorUnits + SKILL_CREDIT.unitsPerLevel * level;
}

/** Credit for holding a related skill at a level: half of the direct credit, so always less at the same level. */
export function relatedUnits(level: number): CreditUnits {
  return Math.round(directUnits(level) * SKILL_CREDIT.relatedShare);
}

/**
 * The credit a candidate earns for every key it can be credited for: its own skills (best level when a
 * skill appears twice, e.g. by alias) and, for keys it does not hold, the best related skill's credit.
 * Generic over the key type so the one-pair scorer (string keys) and the indexes (interned numbers)
 * share this code and cannot disagree.
 */
export function skillCredits<K>(
  skills: Iterable<readonly [key: K, level: number]>,
  relatedOf: (key: K) => Iterable<K>,
): Map<K, CreditUnits> {
  const levels = new Map<K, number>();
  for (const [key, level] of skills) levels.set(key, Math.max(level, levels.get(key) ?? 0));
  const credits = new Map<K, CreditUnits>();
  for (const [key, level] of levels) credits.set(key, directUnits(level));
  for (const [key, level] of levels) {
    const units = relatedUnits(level);
    for (const related of relatedOf(key)) {
      if (levels.has(related)) continue;
      if (units > (credits.get(related) ?? 0)) credits.set(related, units);
    }
  }
  return credits;
}

/** Points of the skills factor: the job's keywords' average credit, times the factor's weight. */
export function skillPoints(units: CreditUnits, keywordCount: number): number {
  return keywordCount > 0 ? (MATCH_WEIGHTS.skills * units) / (100 * keywordCount) : 0;
}
