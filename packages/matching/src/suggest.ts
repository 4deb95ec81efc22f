import { normalizeName } from './normalize.ts';
import type { SkillVocabulary } from './vocabulary.ts';

/**
 * The catalogue skills nearest a word outside the catalogue ('Pyth' → Python), best first: names that start
 * with it, then names that contain it, then names a few typing mistakes away. Empty when nothing is near,
 * so the form can say 'Choose a skill from the list' instead of guessing.
 */
export function nearestSkills(vocabulary: SkillVocabulary, word: string, limit = 3): string[] {
  const wanted = normalizeName(word);
  if (wanted.length < 2) return [];
  const allowed = Math.max(1, Math.floor(wanted.length / 3));
  const found: { name: string; rank: number }[] = [];
  for (const skill of vocabulary.skills) {
    const name = normalizeName(skill.name);
    let rank: number;
    if (name.startsWith(wanted)) rank = 0;
    else if (wanted.length >= 3 && name.includes(wanted)) rank = 1;
    else {
      const distance = editDistance(wanted, name, allowed);
      if (distance > allowed) continue;
      rank = 1 + distance;
    }
    found.push({ name: skill.name, rank });
  }
  return found
    .sort((a, b) => a.rank - b.rank || a.name.length - b.name.length || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map((item) => item.name);
}

/** Levenshtein distance, giving up (returning more than `cap`) once every path is past it. */
function editDistance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > cap) return cap + 1;
    previous = current;
  }
  return previous[b.length]!;
}
