import { compactName, tokenize, type Token } from './normalize.ts';
import type { SkillKey, SkillVocabulary, VocabularySkill } from './vocabulary.ts';

/** Where a skill was found in the text: character offsets, end exclusive. */
export interface TextSpan {
  readonly start: number;
  readonly end: number;
}

/** A catalogue skill found in free text, once, with every place it occurs. */
export interface ExtractedSkill {
  readonly skillId: number;
  readonly key: SkillKey;
  /** The catalogue's name, whatever spelling the text used. */
  readonly name: string;
  readonly count: number;
  readonly positions: readonly TextSpan[];
}

/** One way of writing a skill, as words. */
interface Spelling {
  readonly words: readonly string[];
  readonly skill: VocabularySkill;
  /** For one- or two-letter names ("R", "C", "Go"): the exact case required, else they match ordinary words. */
  readonly exact: string | null;
}

type Matcher = ReadonlyMap<string, readonly Spelling[]>;
const matchers = new WeakMap<SkillVocabulary, Matcher>();
const SHORT_NAME = /^\p{L}{1,2}$/u;

/**
 * Finds the catalogue's skills in free text (a job description, a résumé): whole words only, any case,
 * names and aliases alike, multi-word names included, the longest name winning where names overlap
 * ("Microsoft Excel" over "Excel"). Each skill appears once, in order of first occurrence.
 */
export function extractSkills(vocabulary: SkillVocabulary, text: string): ExtractedSkill[] {
  const matcher = matcherOf(vocabulary);
  const tokens = tokenize(text);
  const found = new Map<SkillKey, { skill: VocabularySkill; positions: TextSpan[] }>();
  for (let i = 0; i < tokens.length;) {
    const spelling = longestAt(matcher, tokens, i);
    if (!spelling) {
      i++;
      continue;
    }
    const span = { start: tokens[i]?.start ?? 0, end: tokens[i + spelling.words.length - 1]?.end ?? 0 };
    const entry = found.get(spelling.skill.key);
    if (entry) entry.positions.push(span);
    else found.set(spelling.skill.key, { skill: spelling.skill, positions: [span] });
    i += spelling.words.length;
  }
  return [...found.values()].map(({ skill, positions }) => ({
    skillId: skill.id,
    key: skill.key,
    name: skill.name,
    count: positions.length,
    positions,
  }));
}

function longestAt(matcher: Matcher, tokens: readonly Token[], at: number): Spelling | undefined {
  const first = tokens[at];
  if (!first) return undefined;
  for (const spelling of matcher.get(first.text) ?? []) {
    if (spelling.exact !== null && first.raw !== spelling.exact) continue;
    if (spelling.words.every((word, offset) => tokens[at + offset]?.text === word)) return spelling;
  }
  return undefined;
}

// Built once per vocabulary: spellings grouped by their first word, longest first.
function matcherOf(vocabulary: SkillVocabulary): Matcher {
  const cached = matchers.get(vocabulary);
  if (cached) return cached;
  const byFirst = new Map<string, Spelling[]>();
  const seen = new Set<string>();
  const add = (words: string[], skill: VocabularySkill, exact: string | null) => {
    const joined = words.join(' ');
    if (words.length === 0 || seen.has(joined)) return; // an earlier skill already owns this spelling
    seen.add(joined);
    const list = byFirst.get(words[0] ?? '') ?? [];
    list.push({ words, skill, exact });
    byFirst.set(words[0] ?? '', list);
  };
  // Every skill's own name before any alias, as in the vocabulary: an alias never steals a name.
  const spellings = vocabulary.skills.flatMap((skill) =>
    skill.spellings.map((text, i) => ({ skill, text, i })),
  );
  spellings.sort((a, b) => Number(a.i > 0) - Number(b.i > 0));
  for (const { skill, text } of spellings) {
    const tokens = tokenize(text);
    const words = tokens.map((t) => t.text);
    const trimmed = text.trim();
    add(words, skill, tokens.length === 1 && SHORT_NAME.test(trimmed) ? trimmed : null);
    // "NodeJS" in a text is the same skill as "Node.js" in the catalogue.
    const compact = compactName(words.join(' '));
    if (compact !== words.join(' ') && compact !== '') add([compact], skill, null);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  matchers.set(vocabulary, byFirst);
  return byFirst;
}
