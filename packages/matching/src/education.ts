import { remembered, tokenize } from './normalize.ts';
import { EDUCATION_SHARE_BY_GAP } from './weights.ts';

/** Degree levels in increasing order; 0 is "no degree" (or no requirement). */
export const DEGREE_LEVEL = {
  none: 0,
  highSchool: 1,
  associate: 2,
  bachelor: 3,
  master: 4,
  doctorate: 5,
} as const;

/** A degree level from 0 (none) to 5 (doctorate). */
export type DegreeLevel = (typeof DEGREE_LEVEL)[keyof typeof DEGREE_LEVEL];

/** How a level reads in an explanation. */
export const DEGREE_LABELS: Record<DegreeLevel, string> = {
  0: 'no degree',
  1: 'a high-school diploma',
  2: "an associate's degree",
  3: "a bachelor's degree",
  4: "a master's degree",
  5: 'a doctorate',
};

// Words (after tokenizing and dropping inner dots: "B.Sc." -> "bsc") that name a level. Two-word forms
// are checked on adjacent words. Short abbreviations that are also English words ("as", "ma" is fine,
// "as" is not) are left out on purpose.
const WORDS = new Map<string, DegreeLevel>([
  ...(['phd', 'dphil', 'doctorate', 'doctoral', 'doctor', 'edd', 'dba', 'md'] as const).map(
    (w) => [w, 5] as [string, DegreeLevel],
  ),
  ...(
    [
      'master',
      'masters',
      'msc',
      'ma',
      'mba',
      'meng',
      'ms',
      'mphil',
      'mres',
      'llm',
      'mfa',
      'postgraduate',
    ] as const
  ).map((w) => [w, 4] as [string, DegreeLevel]),
  ...(
    ['bachelor', 'bachelors', 'bsc', 'ba', 'bs', 'beng', 'bba', 'llb', 'bfa', 'undergraduate'] as const
  ).map((w) => [w, 3] as [string, DegreeLevel]),
  ...(['associate', 'associates', 'aas', 'hnd', 'hnc'] as const).map((w) => [w, 2] as [string, DegreeLevel]),
  ...(['highschool', 'secondary', 'ged', 'gcse', 'gcses', 'diploma'] as const).map(
    (w) => [w, 1] as [string, DegreeLevel],
  ),
]);
const PAIRS = new Map<string, DegreeLevel>([
  ['high school', 1],
  ['a level', 1],
  ['a levels', 1],
  ['foundation degree', 2],
]);
const NONE = new Set(['none', 'no', 'not', 'n', 'na', 'nil']);
// "degree" alone means a bachelor's, but beside a named level ("master's degree") it adds nothing.
const GENERIC = 'degree';

/**
 * Every level a free-text degree mentions: "Bachelor's degree in Computer Science" -> [3],
 * "Bachelor's or Master's" -> [3, 4], "None" or unreadable text -> [].
 */
export function degreeLevels(text: string | null | undefined): readonly DegreeLevel[] {
  return remembered(cache, text ?? '', readLevels);
}

const cache = new Map<string, readonly DegreeLevel[]>();

function readLevels(text: string): readonly DegreeLevel[] {
  const words = tokenize(text).map((t) => t.text.replaceAll('.', ''));
  if (words.length === 0 || NONE.has(words[0] ?? '')) return [];
  const found = new Set<DegreeLevel>();
  let generic = false;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    const pair = PAIRS.get(`${word} ${words[i + 1] ?? ''}`);
    if (pair !== undefined) {
      found.add(pair);
      i++;
    } else if (word === GENERIC) generic = true;
    else {
      const level = WORDS.get(word);
      if (level !== undefined) found.add(level);
    }
  }
  if (generic && found.size === 0) found.add(DEGREE_LEVEL.bachelor);
  return Object.freeze([...found].sort((a, b) => a - b));
}

/** The lowest level a job's requirement accepts ("Bachelor's or Master's" asks for a bachelor's). 0 = none. */
export function requiredDegree(text: string | null | undefined): DegreeLevel {
  return degreeLevels(text)[0] ?? DEGREE_LEVEL.none;
}

/** A candidate's highest level over all education entries. */
export function highestDegree(degrees: readonly (string | null | undefined)[]): DegreeLevel {
  let best: DegreeLevel = DEGREE_LEVEL.none;
  for (const degree of degrees) for (const level of degreeLevels(degree)) if (level > best) best = level;
  return best;
}

/** Share (0 to 1) of the education points: full at or above the requirement, less per level short. */
export function educationShare(held: number, required: number): number {
  if (held >= required) return 1;
  return EDUCATION_SHARE_BY_GAP[required - held] ?? 0;
}
