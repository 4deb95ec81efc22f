/**
 * Every tunable number of the matching model, in one place. docs/matching.md gives the reasoning for each.
 *
 * A score is the sum of five factors' points; the factor weights add up to 100, so a candidate who meets
 * every factor completely scores 100 and one who meets none scores 0.
 */
export const MATCH_WEIGHTS = {
  /** The job's keywords covered by the candidate's skills, weighted by proficiency. */
  skills: 60,
  /** Years of experience against the job's years_of_experience. */
  experience: 15,
  /** Highest degree against the job's degree_requirements. */
  education: 5,
  /** Same city, region or country, or a remote job. */
  place: 10,
  /** What the candidate looks for (job types, remote or on site, lowest salary, level); none stated suits all. */
  preferences: 10,
} as const;

/** The name of one factor of the score. */
export type FactorName = keyof typeof MATCH_WEIGHTS;

/** The factors in the order they are added and reported. */
export const FACTORS: readonly FactorName[] = ['skills', 'experience', 'education', 'place', 'preferences'];

/**
 * How much one of the job's keywords is worth to a candidate, in hundredths of the keyword's full share.
 * Integers on purpose: sums of integers do not depend on the order they are added in, so an index that
 * accumulates posting by posting gets exactly the score the one-pair scorer gets.
 */
export const SKILL_CREDIT = {
  /** Claiming the skill at level 0 earns half the keyword: the claim itself is evidence. */
  floorUnits: 50,
  /** Each proficiency level (0 to 10) adds 5 hundredths, so level 10 earns the whole keyword. */
  unitsPerLevel: 5,
  /** A related skill earns this share of what the same level in the keyword itself would. */
  relatedShare: 0.5,
  /** The level assumed when a hint suggests adding a missing skill (the profile form's default). */
  hintLevel: 5,
  /** The highest proficiency level. */
  maxLevel: 10,
} as const;

/**
 * How skills gate the rest of the score. `relevance` is the skill share (0 to 1) over `fullAt`, capped at 1:
 * how far the profile shows the candidate works in the job's field. Experience counts in proportion to it
 * (years in another field are not experience for this job); education, place and preferences count from
 * `restFloor` (no skill in common) to whole (relevance 1). With no skill in common a job can earn at most
 * restFloor times their weights, 12.5, under docs/product.md section C14's 20.
 */
export const SKILL_GATE = {
  fullAt: 0.6,
  restFloor: 0.5,
} as const;

/** The bands of docs/product.md section C14, the same on every screen. */
export const SCORE_BANDS = { strong: 90, good: 70, worthALook: 50 } as const;

/** Share of the experience points for a candidate short of the required years: linear in the years held. */
export const EXPERIENCE_MODEL = {
  /** Days per year, so that leap years do not make two equal periods differ. */
  daysPerYear: 365.25,
} as const;

/** Share of the education points by how many degree levels the candidate is short of the requirement. */
export const EDUCATION_SHARE_BY_GAP: readonly number[] = [1, 0.5, 0];

/** Share of the place points by how close the candidate lives to the job. */
export const PLACE_SHARE = {
  remote: 1,
  /** The job names no place at all, so it does not restrict by place. */
  anywhere: 1,
  sameCity: 1,
  sameState: 0.6,
  sameCountry: 0.3,
  elsewhere: 0,
  /** The candidate gave no place: nothing to compare, so no points (and a hint to add one). */
  unknown: 0,
} as const;

/** How many hints an explanation carries at most. */
export const MAX_HINTS = 5;
