/**
 * How a draft is judged against a corpus file's expected answers (issue 32's figures): field by field for the
 * person, each experience (title, company, start, end) and each education (institution, degree, start, end), and
 * skills as sets. A draft entry is paired with the expected entry it agrees with most (never by position, so one
 * missed entry does not make every later one wrong). Precision counts what the draft says that is right; recall,
 * what the file says that the draft got.
 */
import type { ImportDraft } from '@tandem/contract';
import type { Expected } from './corpus.ts';

export interface Tally {
  /** Values the draft gave (non-empty). */
  given: number;
  /** Values the file holds (non-empty in the expected answers). */
  wanted: number;
  /** Values the draft gave that are right. */
  right: number;
}

export interface FileScore {
  fields: Tally;
  skills: Tally;
  /** What went wrong, for the report. */
  misses: string[];
}

const norm = (value: string | null | undefined) => (value ?? '').toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ').replace(/[.,;:]+$/, '').trim();
const empty = (): Tally => ({ given: 0, wanted: 0, right: 0 });
export const add = (a: Tally, b: Tally): Tally => ({ given: a.given + b.given, wanted: a.wanted + b.wanted, right: a.right + b.right });
export const precision = (t: Tally) => (t.given === 0 ? 1 : t.right / t.given);
export const recall = (t: Tally) => (t.wanted === 0 ? 1 : t.right / t.wanted);

type Row = Record<string, string | null>;

/** Compares one field: a date is right when equal (null, an open end, included); text when equal once normalised. */
function compare(tally: Tally, misses: string[], label: string, got: string | null | undefined, want: string | null | undefined, isDate: boolean, contains = false) {
  const g = norm(got);
  const w = norm(want);
  if (isDate) {
    // An open end (null) is a value of its own: 'Present' read as null is right; a missed start is not given.
    tally.wanted += 1;
    tally.given += 1;
    if (g === w) tally.right += 1;
    else misses.push(`${label}: ${got ?? 'present/none'} instead of ${want ?? 'present/none'}`);
    return;
  }
  if (w) tally.wanted += 1;
  if (g) tally.given += 1;
  const right = g !== '' && w !== '' && (contains ? g.includes(w) : g === w);
  if (right) tally.right += 1;
  else if (g || w) misses.push(`${label}: '${got ?? ''}' instead of '${want ?? ''}'`);
}

function pairEntries(got: Row[], want: Row[], keys: string[]): [Row | undefined, Row | undefined][] {
  const agreement = (a: Row, b: Row) => keys.filter((key) => norm(a[key]) !== '' && norm(a[key]) === norm(b[key])).length;
  const left = [...got];
  const pairs: [Row | undefined, Row | undefined][] = [];
  for (const expected of want) {
    let best = -1;
    let bestScore = 0;
    left.forEach((entry, i) => {
      const score = agreement(entry, expected);
      if (score > bestScore) [best, bestScore] = [i, score];
    });
    pairs.push([best >= 0 ? left.splice(best, 1)[0] : undefined, expected]);
  }
  for (const extra of left) pairs.push([extra, undefined]);
  return pairs;
}

/** The draft's fields and skills against the expected answers; `canonical` names an expected skill as the catalogue does. */
export function scoreDraft(draft: ImportDraft, expected: Expected, canonical: (name: string) => string | undefined): FileScore {
  const fields = empty();
  const misses: string[] = [];
  compare(fields, misses, 'name', draft.personal.name, expected.name, false);
  compare(fields, misses, 'phone', draft.personal.phone_number.replace(/^\+44\s?/, '0'), expected.phone_number, false);
  compare(fields, misses, 'address (its city)', draft.personal.address, expected.city, false, true);

  const experience = pairEntries(
    draft.experience.map((entry) => ({ title: entry.duration, company: entry.company, start_date: entry.start_date, end_date: entry.end_date })),
    expected.experience.map((entry) => ({ ...entry })),
    ['title', 'company', 'start_date', 'end_date'],
  );
  for (const [got, want] of experience) {
    const label = `experience '${want?.['title'] ?? got?.['title'] ?? ''}'`;
    for (const key of ['title', 'company']) compare(fields, misses, `${label} ${key}`, got?.[key], want?.[key], false);
    for (const key of ['start_date', 'end_date']) {
      if (!got) {
        fields.wanted += 1;
        misses.push(`${label} ${key}: missing`);
      }
      else if (!want) fields.given += 1;
      else compare(fields, misses, `${label} ${key}`, got[key], want[key], true);
    }
  }
  const education = pairEntries(
    draft.education.map((entry) => ({ institution: entry.institution, degree: entry.degree, start_date: entry.start_date, end_date: entry.end_date })),
    expected.education.map((entry) => ({ ...entry })),
    ['institution', 'degree', 'start_date', 'end_date'],
  );
  for (const [got, want] of education) {
    const label = `education '${want?.['institution'] ?? got?.['institution'] ?? ''}'`;
    compare(fields, misses, `${label} institution`, got?.['institution'], want?.['institution'], false);
    // A degree is right when the draft's holds the expected one ('BSc (Hons)' in 'BSc (Hons) Computer Science').
    compare(fields, misses, `${label} degree`, got?.['degree'], want?.['degree'], false, true);
    for (const key of ['start_date', 'end_date']) {
      if (!got) {
        fields.wanted += 1;
        misses.push(`${label} ${key}: missing`);
      }
      else if (!want) fields.given += 1;
      else compare(fields, misses, `${label} ${key}`, got[key], want[key], true);
    }
  }

  const wantedSkills = new Set(expected.skills.map((name) => canonical(name)).filter((name): name is string => name !== undefined));
  const found = new Set(draft.skills.map((skill) => skill.name));
  const skills: Tally = { given: found.size, wanted: wantedSkills.size, right: [...found].filter((name) => wantedSkills.has(name)).length };
  for (const name of found) if (!wantedSkills.has(name)) misses.push(`skill found but not named: ${name} (${draft.skills.find((s) => s.name === name)?.evidence ?? ''})`);
  for (const name of wantedSkills) if (!found.has(name)) misses.push(`skill named but not found: ${name}`);
  return { fields, skills, misses };
}
