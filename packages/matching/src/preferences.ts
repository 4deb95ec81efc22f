import { normalizeJobType } from './normalize.ts';

/** Where a candidate wants to work: anywhere, remote jobs only, or on site only. */
export type WorkMode = 'any' | 'remote' | 'onsite';
export const WORK_MODES: readonly WorkMode[] = ['any', 'remote', 'onsite'];

/** The level a candidate looks for; a job's level is read from its type and the years it asks. */
export type Seniority = 'entry' | 'mid' | 'senior';
export const SENIORITIES: readonly Seniority[] = ['entry', 'mid', 'senior'];

/** Job types that are a first step into work (internships): a seasoned candidate gets them only if asked. */
const ENTRY_TYPES = new Set(['intern', 'internship']);

/** Years from which a candidate who stated no preference is not shown internships as a fit. */
export const SEASONED_YEARS = 3;

/** A job's level: 0 entry, 1 mid, 2 senior, -1 when the job does not say (no years, not an internship). */
export function jobLevel(entryType: boolean, requiredYears: number): number {
  if (entryType) return 0;
  if (requiredYears >= 5) return 2;
  if (requiredYears >= 2) return 1;
  return requiredYears > 0 ? 0 : -1;
}

export function isEntryType(jobType: string): boolean {
  return ENTRY_TYPES.has(normalizeJobType(jobType));
}

/** A candidate's stated preferences, as numbers an index can keep in typed arrays. */
export interface PreferenceFacts {
  /** 0 any, 1 remote only, 2 on site only. */
  readonly workMode: number;
  /** Lowest yearly salary accepted; 0 when not stated. */
  readonly minSalary: number;
  /** 0 entry, 1 mid, 2 senior; -1 when not stated. */
  readonly seniority: number;
}

export function workModeCode(mode: string | null | undefined): number {
  return Math.max(0, WORK_MODES.indexOf((mode ?? 'any') as WorkMode));
}

export function seniorityCode(level: string | null | undefined): number {
  return SENIORITIES.indexOf((level ?? '') as Seniority);
}

/** How each stated preference fared against one job (for the explanation). */
export interface PreferenceCheck {
  readonly kind: 'jobType' | 'workMode' | 'salary' | 'seniority';
  /** 1 met, 0.5 unknown or one level off, 0 missed. */
  readonly met: number;
}

/** Everything about a job the preferences compare. */
export interface JobPreferenceFacts {
  readonly hasTypes: boolean;
  readonly typeWanted: boolean;
  readonly entryType: boolean;
  readonly remote: boolean;
  /** The job's highest salary; 0 when not stated. */
  readonly salary: number;
  readonly requiredYears: number;
}

/**
 * Each stated preference checked against the job. A seasoned candidate (SEASONED_YEARS or more) who
 * named neither job types nor a level is taken not to want internships.
 */
export function preferenceChecks(
  prefs: PreferenceFacts,
  years: number,
  job: JobPreferenceFacts,
): PreferenceCheck[] {
  const checks: PreferenceCheck[] = [];
  if (job.hasTypes) checks.push({ kind: 'jobType', met: job.typeWanted ? 1 : 0 });
  else if (prefs.seniority < 0 && years >= SEASONED_YEARS && job.entryType)
    checks.push({ kind: 'seniority', met: 0 });
  if (prefs.workMode === 1) checks.push({ kind: 'workMode', met: job.remote ? 1 : 0 });
  if (prefs.workMode === 2) checks.push({ kind: 'workMode', met: job.remote ? 0 : 1 });
  if (prefs.minSalary > 0)
    checks.push({ kind: 'salary', met: job.salary <= 0 ? 0.5 : job.salary >= prefs.minSalary ? 1 : 0 });
  if (prefs.seniority >= 0) {
    const level = jobLevel(job.entryType, job.requiredYears);
    const gap = level < 0 ? 0 : Math.abs(level - prefs.seniority);
    checks.push({ kind: 'seniority', met: gap === 0 ? 1 : gap === 1 ? 0.5 : 0 });
  }
  return checks;
}

/** Share (0 to 1) of the preference points: the average of the checks, 1 when nothing was stated. */
export function preferenceShare(prefs: PreferenceFacts, years: number, job: JobPreferenceFacts): number {
  return preferenceShareOf(
    prefs,
    years,
    job.hasTypes,
    job.typeWanted,
    job.entryType,
    job.remote,
    job.salary,
    job.requiredYears,
  );
}

/**
 * preferenceShare without building the checks: the indexes call it for every record they score, so it
 * allocates nothing. Must agree with preferenceChecks (the property tests compare index and explanation).
 */
export function preferenceShareOf(
  prefs: PreferenceFacts,
  years: number,
  hasTypes: boolean,
  typeWanted: boolean,
  entryType: boolean,
  remote: boolean,
  salary: number,
  requiredYears: number,
): number {
  let count = 0;
  let met = 0;
  if (hasTypes) {
    count++;
    if (typeWanted) met++;
  } else if (prefs.seniority < 0 && years >= SEASONED_YEARS && entryType) count++;
  if (prefs.workMode === 1 || prefs.workMode === 2) {
    count++;
    if (remote === (prefs.workMode === 1)) met++;
  }
  if (prefs.minSalary > 0) {
    count++;
    met += salary <= 0 ? 0.5 : salary >= prefs.minSalary ? 1 : 0;
  }
  if (prefs.seniority >= 0) {
    count++;
    const level = jobLevel(entryType, requiredYears);
    const gap = level < 0 ? 0 : Math.abs(level - prefs.seniority);
    met += gap === 0 ? 1 : gap === 1 ? 0.5 : 0;
  }
  return count === 0 ? 1 : met / count;
}
