import { requireDay } from './dates.ts';
import { highestDegree, requiredDegree, type DegreeLevel } from './education.ts';
import { mergePeriods, requiredYears, yearsWorked, type MergedPeriods } from './experience.ts';
import { normalizeJobType, normalizePlace } from './normalize.ts';
import { classifyPlace, type Place } from './place.ts';
import {
  isEntryType,
  preferenceShare,
  seniorityCode,
  workModeCode,
  type PreferenceFacts,
} from './preferences.ts';
import type { MatchFacts } from './score-core.ts';
import { proficiency, skillCredits, type CreditUnits } from './skills.ts';
import type { CandidateInput, JobInput, OpportunityInput } from './types.ts';
import type { SkillKey, SkillVocabulary } from './vocabulary.ts';

/** A skill as the engine identifies it, with the name to show. */
export interface SkillRef {
  readonly key: SkillKey;
  readonly skillId: number | null;
  readonly name: string;
}

/** A candidate's skill after resolution, with its proficiency (0 to 10). */
export interface ProfileSkill extends SkillRef {
  readonly level: number;
}

/** A candidate read into the model's terms, before anything that depends on the day or on relations. */
export interface CandidateFacts {
  readonly id: number;
  /** Distinct skills (best level when the profile names one twice). */
  readonly skills: readonly ProfileSkill[];
  readonly periods: MergedPeriods;
  readonly degree: DegreeLevel;
  /** Normalised place ('' when absent). */
  readonly place: Place<string>;
  /** The place as written, for explanations. */
  readonly placeLabel: Place<string>;
  /** Normalised preferred job types; empty means any. */
  readonly jobTypes: ReadonlySet<string>;
  /** Work mode, lowest salary and level, as numbers. */
  readonly preferences: PreferenceFacts;
}

/** A candidate reduced to what the model compares, computed once per candidate and day. */
export interface CandidateProfile extends CandidateFacts {
  /** Credit per key, own skills and related ones (see skillCredits). */
  readonly credits: ReadonlyMap<SkillKey, CreditUnits>;
  /** Years worked at the day the profile was compiled for. */
  readonly years: number;
}

/** A job reduced to what the model compares. */
export interface JobProfile {
  readonly id: number;
  /** Distinct required skills, in the order the job lists them. */
  readonly skills: readonly SkillRef[];
  /** 0 means no requirement. */
  readonly requiredYears: number;
  readonly requiredDegree: DegreeLevel;
  readonly place: Place<string>;
  readonly placeLabel: Place<string>;
  readonly remote: boolean;
  /** Normalised job type. */
  readonly jobType: string;
  /** An internship: a first step a seasoned candidate gets only when they ask for it. */
  readonly entryType: boolean;
  /** The highest salary the job states; 0 when none. */
  readonly salary: number;
}

/** Reads a candidate's inputs: resolves skills, merges periods, reads degrees, normalises places. */
export function readCandidate(vocabulary: SkillVocabulary, input: CandidateInput): CandidateFacts {
  const bySkill = new Map<SkillKey, ProfileSkill>();
  for (const skill of input.skills) {
    const resolved = vocabulary.resolve(skill.name);
    if (!resolved) continue;
    const level = proficiency(skill.score);
    const seen = bySkill.get(resolved.key);
    if (!seen || seen.level < level) {
      bySkill.set(resolved.key, { key: resolved.key, skillId: resolved.skillId, name: resolved.name, level });
    }
  }
  return {
    id: input.id,
    skills: [...bySkill.values()],
    periods: mergePeriods(input.experiences ?? []),
    degree: highestDegree((input.educations ?? []).map((e) => e.degree)),
    place: normalizedPlace(input),
    placeLabel: placeLabel(input),
    jobTypes: new Set((input.preferredJobTypes ?? []).map(normalizeJobType).filter((t) => t !== '')),
    preferences: {
      workMode: workModeCode(input.workMode),
      minSalary: positive(input.minSalary),
      seniority: seniorityCode(input.seniority),
    },
  };
}

/** Adds what depends on relations and on the day: credit per skill key, and years worked by `today`. */
export function profileOf(
  vocabulary: SkillVocabulary,
  facts: CandidateFacts,
  today: number,
): CandidateProfile {
  return {
    ...facts,
    credits: skillCredits(
      facts.skills.map((s) => [s.key, s.level] as const),
      (key) => vocabulary.relatedKeys(key),
    ),
    years: yearsWorked(facts.periods, today),
  };
}

/** Compiles a candidate; `today` ('YYYY-MM-DD') is when "present" ends, so the result is deterministic. */
export function compileCandidate(
  vocabulary: SkillVocabulary,
  input: CandidateInput,
  today: string,
): CandidateProfile {
  return profileOf(vocabulary, readCandidate(vocabulary, input), requireDay(today));
}

/** Compiles a job. */
export function compileJob(vocabulary: SkillVocabulary, input: JobInput): JobProfile {
  return {
    id: input.id,
    skills: resolveKeywords(vocabulary, input.keywords),
    requiredYears: requiredYears(input.years_of_experience),
    requiredDegree: requiredDegree(input.degree_requirements),
    place: normalizedPlace(input),
    placeLabel: placeLabel(input),
    remote: input.is_remote === true,
    jobType: normalizeJobType(input.job_type),
    entryType: isEntryType(input.job_type),
    salary: Math.max(positive(input.salary_min), positive(input.salary_max)),
  };
}

function positive(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/** The job type volunteer opportunities carry, so preferences can include or leave them out. */
export const VOLUNTEERING = 'volunteering';

/** Reads a volunteer opportunity as a job of type "volunteering". */
export function opportunityAsJob(input: OpportunityInput): JobInput {
  return {
    id: input.id,
    keywords: input.skills,
    years_of_experience: input.years_of_experience ?? null,
    degree_requirements: input.degree_requirements ?? null,
    city: input.city ?? null,
    state: input.state ?? null,
    country: input.country ?? null,
    is_remote: input.is_remote,
    job_type: VOLUNTEERING,
  };
}

/**
 * The most distinct keywords a job is read with; later ones are ignored. Far above any real posting,
 * it bounds the sums the indexes pack into 32 bits.
 */
export const MAX_JOB_KEYWORDS = 500;

/** Distinct resolved keywords in the order given; the API's comma-separated string is split first. */
export function resolveKeywords(
  vocabulary: SkillVocabulary,
  keywords: readonly string[] | string,
): SkillRef[] {
  const list = typeof keywords === 'string' ? keywords.split(',') : keywords;
  const seen = new Set<SkillKey>();
  const skills: SkillRef[] = [];
  for (const keyword of list) {
    if (skills.length >= MAX_JOB_KEYWORDS) break;
    const resolved = vocabulary.resolve(keyword);
    if (!resolved || seen.has(resolved.key)) continue;
    seen.add(resolved.key);
    skills.push(resolved);
  }
  return skills;
}

/** The facts of a pair (see MatchFacts). */
export function matchFacts(candidate: CandidateProfile, job: JobProfile): MatchFacts {
  let skillUnits = 0;
  for (const skill of job.skills) skillUnits += candidate.credits.get(skill.key) ?? 0;
  return {
    skillUnits,
    keywordCount: job.skills.length,
    years: candidate.years,
    requiredYears: job.requiredYears,
    degree: candidate.degree,
    requiredDegree: job.requiredDegree,
    place: classifyPlace(candidate.place, job.place, job.remote, ''),
    preferenceShare: preferenceShare(candidate.preferences, candidate.years, jobPreferenceFacts(candidate, job)),
  };
}

/** What the candidate's preferences compare in a job. */
export function jobPreferenceFacts(candidate: CandidateFacts, job: JobProfile) {
  return {
    hasTypes: candidate.jobTypes.size > 0,
    typeWanted: candidate.jobTypes.has(job.jobType),
    entryType: job.entryType,
    remote: job.remote,
    salary: job.salary,
    requiredYears: job.requiredYears,
  };
}

interface PlaceFields {
  readonly city?: string | null;
  readonly state?: string | null;
  readonly country?: string | null;
}

function normalizedPlace(input: PlaceFields): Place<string> {
  return {
    city: normalizePlace(input.city),
    state: normalizePlace(input.state),
    country: normalizePlace(input.country),
  };
}

function placeLabel(input: PlaceFields): Place<string> {
  return {
    city: input.city?.trim() ?? '',
    state: input.state?.trim() ?? '',
    country: input.country?.trim() ?? '',
  };
}
