import { OPEN_END, parseDay } from './dates.ts';
import { EXPERIENCE_MODEL } from './weights.ts';

/** One work-experience entry; only its dates matter to the score. */
export interface ExperienceInput {
  readonly start_date: string;
  /** Empty or null means the job is current ("present"). */
  readonly end_date: string | null;
}

/**
 * A candidate's working periods merged: sorted, non-overlapping, as flat [start, end, start, end, ...]
 * day numbers, with OPEN_END for "present". Independent of today, so it can be stored and evaluated later.
 */
export type MergedPeriods = readonly number[];

/** Merges the entries so that overlapping or touching periods count once; entries with bad dates are skipped. */
export function mergePeriods(entries: readonly ExperienceInput[]): MergedPeriods {
  const periods: [number, number][] = [];
  for (const entry of entries) {
    const start = parseDay(entry.start_date);
    const end = entry.end_date === null || entry.end_date.trim() === '' ? OPEN_END : parseDay(entry.end_date);
    if (start === null || end === null || end < start) continue;
    periods.push([start, end]);
  }
  periods.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: number[] = [];
  for (const [start, end] of periods) {
    const last = merged.length - 1;
    if (last > 0 && start <= (merged[last] ?? 0)) merged[last] = Math.max(merged[last] ?? 0, end);
    else merged.push(start, end);
  }
  return merged;
}

/**
 * Years worked up to today: the merged periods clipped at today (a period starting later counts nothing).
 * Takes any indexable list of numbers so an index can evaluate periods it keeps in a typed array.
 */
export function yearsWorked(
  periods: ArrayLike<number>,
  today: number,
  from = 0,
  to: number = periods.length,
): number {
  let days = 0;
  for (let i = from; i + 1 < to; i += 2) {
    const start = periods[i] ?? 0;
    const end = Math.min(periods[i + 1] ?? 0, today);
    if (end > start) days += end - start;
  }
  return days / EXPERIENCE_MODEL.daysPerYear;
}

/** The required years as the model reads them: missing, negative or not a number means no requirement. */
export function requiredYears(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/** Share (0 to 1) of the experience points: full at or above the requirement, linear below it. */
export function experienceShare(years: number, required: number): number {
  if (required <= 0) return 1;
  return Math.min(1, Math.max(0, years) / required);
}
