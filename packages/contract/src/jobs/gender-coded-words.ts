// Gender-coded words in a job's title or description (docs/product.md section C20). The word stems are the lists of
// Gaucher, Friesen and Kay (2011), "Evidence that gendered wording in job advertisements exists and sustains gender
// inequality", Journal of Personality and Social Psychology 101(1), 109-128, appendix A: adverts worded with the
// masculine stems were found less appealing to women, who judged they would belong less. The job form points the
// words out and offers neutral ones; it never refuses a job for them. A stem ending in '*' matches any ending.
export type GenderCoding = 'masculine' | 'feminine';

export const MASCULINE_CODED_STEMS = [
  'active', 'adventurous', 'aggress*', 'ambitio*', 'analy*', 'assert*', 'athlet*', 'autonom*', 'boast*', 'challeng*',
  'compet*', 'confident', 'courag*', 'decisive', 'determin*', 'dominant', 'domina*', 'force*', 'greedy', 'headstrong',
  'hierarch*', 'hostil*', 'impulsive', 'independen*', 'individual*', 'intellect*', 'lead*', 'logic', 'masculine',
  'objective', 'opinion', 'outspoken', 'persist', 'principle*', 'reckless', 'stubborn', 'superior', 'self-confiden*',
  'self-relian*', 'self-sufficien*',
] as const;

export const FEMININE_CODED_STEMS = [
  'affectionate', 'child*', 'cheer*', 'commit*', 'communal', 'compassion*', 'connect*', 'considerate', 'cooperat*',
  'depend*', 'emotiona*', 'empath*', 'feminine', 'flatterable', 'gentle', 'honest', 'interpersonal', 'interdependen*',
  'kind', 'kinship', 'loyal*', 'modesty', 'nag', 'nurtur*', 'pleasant*', 'polite', 'quiet*', 'respon*', 'sensitiv*',
  'submissive', 'support*', 'sympath*', 'tender*', 'together*', 'trust*', 'understand*', 'warm*', 'whin*', 'yield*',
] as const;

/** Neutral words to offer for a stem; a stem without an entry is pointed out with no suggestion. */
export const NEUTRAL_ALTERNATIVES: Readonly<Record<string, readonly string[]>> = {
  'aggress*': ['proactive', 'energetic'],
  'ambitio*': ['motivated', 'keen to grow'],
  'assert*': ['clear', 'direct'],
  'athlet*': ['active', 'on your feet'],
  'boast*': ['proud of'],
  'compet*': ['skilled', 'capable'],
  confident: ['sure of your work'],
  'courag*': ['willing to try new things'],
  decisive: ['makes good decisions'],
  'determin*': ['dedicated', 'persevering'],
  dominant: ['established', 'well known'],
  'domina*': ['lead the way in'],
  'force*': ['drive', 'energy'],
  headstrong: ['self-motivated'],
  'hostil*': ['difficult'],
  'independen*': ['self-directed', 'works on their own'],
  'lead*': ['guide', 'coordinate', 'head'],
  outspoken: ['speaks up', 'shares ideas'],
  superior: ['excellent', 'high quality'],
  'self-confiden*': ['sure of your work'],
  'self-relian*': ['self-directed'],
  'self-sufficien*': ['self-directed'],
  'support*': ['help', 'work with'],
  'understand*': ['know', 'grasp'],
  'nurtur*': ['develop', 'grow'],
  'sympath*': ['considerate'],
  'warm*': ['friendly', 'welcoming'],
  'cheer*': ['positive', 'upbeat'],
  'emotiona*': ['thoughtful'],
  'empath*': ['considerate', 'attentive'],
  'compassion*': ['considerate', 'attentive'],
  gentle: ['careful', 'calm'],
  'polite': ['courteous'],
};

export interface GenderCodedWord {
  /** The word as it is written in the text (first occurrence). */
  word: string;
  coding: GenderCoding;
  stem: string;
  alternatives: readonly string[];
}

const stemPattern = (stem: string): RegExp => {
  const open = stem.endsWith('*');
  const body = (open ? stem.slice(0, -1) : stem).replace(/[-]/g, '\\-');
  return new RegExp(`^${body}${open ? '[a-z-]*' : ''}$`, 'i');
};

const STEMS: { stem: string; coding: GenderCoding; pattern: RegExp }[] = [
  ...MASCULINE_CODED_STEMS.map((stem) => ({ stem, coding: 'masculine' as const, pattern: stemPattern(stem) })),
  ...FEMININE_CODED_STEMS.map((stem) => ({ stem, coding: 'feminine' as const, pattern: stemPattern(stem) })),
];

/**
 * The gender-coded words of a text, each once, in the order they first appear. Words are letters and hyphens
 * ('self-reliant' is one word); a word matches the first stem that fits.
 */
export function genderCodedWords(text: string): GenderCodedWord[] {
  const found = new Map<string, GenderCodedWord>();
  for (const match of text.matchAll(/[A-Za-z]+(?:-[A-Za-z]+)*/g)) {
    const word = match[0];
    const key = word.toLowerCase();
    if (found.has(key)) continue;
    const stem = STEMS.find((entry) => entry.pattern.test(key));
    if (stem) found.set(key, { word, coding: stem.coding, stem: stem.stem, alternatives: NEUTRAL_ALTERNATIVES[stem.stem] ?? [] });
  }
  return [...found.values()];
}
