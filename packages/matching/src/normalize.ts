/**
 * Text normalisation shared by skill names, places and skill extraction, so that a name in the catalogue,
 * a keyword on a job and a word in a résumé are compared the same way.
 */

/** One word of free text and where it sits in the original string (end exclusive). */
export interface Token {
  /** Lower-cased, accents removed, e.g. `node.js`, `c++`, `.net`. */
  readonly text: string;
  /** The word as written, trimmed like `text`. */
  readonly raw: string;
  readonly start: number;
  readonly end: number;
}

// Letters, marks and digits form words; '+', '#' and '.' stay inside them so that C++, C#, .NET and
// Node.js survive. Everything else (spaces, hyphens, slashes, commas, brackets) separates words.
const WORD = /[\p{L}\p{M}\p{N}+#.]+/gu;
const ALNUM = /[\p{L}\p{N}]/u;
const MARKS = /\p{M}+/gu;

/** Lower-cases and strips accents, so "Zürich" and "zurich" compare equal. */
export function foldCase(text: string): string {
  return text.normalize('NFKD').replace(MARKS, '').toLowerCase();
}

/** Splits free text into words, dropping punctuation around them (a sentence's full stop, a hashtag's #). */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    let start = match.index;
    let end = start + match[0].length;
    // Leading '+' or '#' is decoration ("#python"); a leading '.' is kept only before a letter (".NET").
    while (start < end && (text[start] === '+' || text[start] === '#' || isStrayDot(text, start, end)))
      start++;
    // A trailing '.' ends a sentence ("I write Java."), it is not part of the word.
    while (end > start && text[end - 1] === '.') end--;
    const raw = text.slice(start, end);
    if (!ALNUM.test(raw)) continue;
    tokens.push({ text: foldCase(raw), raw, start, end });
  }
  return tokens;
}

function isStrayDot(text: string, at: number, end: number): boolean {
  return text[at] === '.' && !(at + 1 < end && ALNUM.test(text[at + 1] ?? ''));
}

/** The canonical spelling of a name: its words, folded, joined by one space ("Machine-Learning" -> "machine learning"). */
export function normalizeName(text: string): string {
  return tokenize(text)
    .map((token) => token.text)
    .join(' ');
}

/**
 * A looser spelling used as a second chance: no spaces and no inner dots, so "NodeJS", "Node.js" and
 * "node js" meet. A leading dot stays, so ".NET" never becomes "net".
 */
export function compactName(normalized: string): string {
  const joined = normalized.replaceAll(' ', '');
  return joined.slice(0, 1) + joined.slice(1).replaceAll('.', '');
}

/** A place name as compared: "São Paulo " and "sao paulo" are the same city. Empty when absent. */
export function normalizePlace(text: string | null | undefined): string {
  return text ? remembered(placeCache, text, normalizeName) : '';
}

// Profiles and jobs name the same few thousand places over and over: remember the last many.
const placeCache = new Map<string, string>();

/** `compute(key)`, remembered in `cache`, which is emptied when it reaches 50,000 entries. */
export function remembered<T>(cache: Map<string, T>, key: string, compute: (key: string) => T): T {
  const known = cache.get(key);
  if (known !== undefined) return known;
  const value = compute(key);
  if (cache.size >= 50_000) cache.clear();
  cache.set(key, value);
  return value;
}

/** A job type as compared: trimmed and lower-cased ("Full-Time" and "full-time" agree). */
export function normalizeJobType(text: string | null | undefined): string {
  return text ? foldCase(text.trim()) : '';
}
