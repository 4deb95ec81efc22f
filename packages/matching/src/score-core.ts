import { educationShare } from './education.ts';
import { experienceShare } from './experience.ts';
import { jobTypeShare } from './job-type.ts';
import { placeShare, type PlaceKind } from './place.ts';
import { skillPoints, type CreditUnits } from './skills.ts';
import { MATCH_WEIGHTS, type FactorName } from './weights.ts';

/**
 * Everything the score depends on, reduced to numbers. The one-pair scorer and both indexes reduce a
 * (candidate, job) pair to these facts and then call the same functions below, so they agree exactly.
 */
export interface MatchFacts {
  /** Sum of the candidate's credit over the job's distinct keywords. */
  readonly skillUnits: CreditUnits;
  readonly keywordCount: number;
  readonly years: number;
  readonly requiredYears: number;
  readonly degree: number;
  readonly requiredDegree: number;
  readonly place: PlaceKind;
  readonly hasPreferences: boolean;
  readonly preferred: boolean;
}

/** Points of each factor. */
export function factorPoints(facts: MatchFacts): Record<FactorName, number> {
  return {
    skills: skillPoints(facts.skillUnits, facts.keywordCount),
    experience: MATCH_WEIGHTS.experience * experienceShare(facts.years, facts.requiredYears),
    education: MATCH_WEIGHTS.education * educationShare(facts.degree, facts.requiredDegree),
    place: MATCH_WEIGHTS.place * placeShare(facts.place),
    jobType: MATCH_WEIGHTS.jobType * jobTypeShare(facts.hasPreferences, facts.preferred),
  };
}

/** The points of every factor but skills: what a job shares with a candidate besides keywords. */
export function otherPoints(
  years: number,
  requiredYears: number,
  degree: number,
  requiredDegree: number,
  place: PlaceKind,
  typeShare: number,
): number {
  return (
    MATCH_WEIGHTS.experience * experienceShare(years, requiredYears) +
    MATCH_WEIGHTS.education * educationShare(degree, requiredDegree) +
    MATCH_WEIGHTS.place * placeShare(place) +
    MATCH_WEIGHTS.jobType * typeShare
  );
}

/** The most `otherPoints` can ever be: a job that shares no keyword scores at most this. */
export const MAX_OTHER_POINTS =
  MATCH_WEIGHTS.experience + MATCH_WEIGHTS.education + MATCH_WEIGHTS.place + MATCH_WEIGHTS.jobType;

/** The most `otherPoints` can be once the place is known: a cheap second bound before the exact score. */
export function otherPointsBound(place: PlaceKind): number {
  return MAX_OTHER_POINTS - MATCH_WEIGHTS.place + MATCH_WEIGHTS.place * placeShare(place);
}

/** The final score: the points rounded to a whole number and held within 0 to 100. */
export function toScore(points: number): number {
  if (!(points > 0)) return 0; // also catches NaN
  return Math.min(100, Math.round(points));
}

/** The score of a pair from its facts. */
export function scoreFacts(facts: MatchFacts): number {
  return toScore(
    skillPoints(facts.skillUnits, facts.keywordCount) +
      otherPoints(
        facts.years,
        facts.requiredYears,
        facts.degree,
        facts.requiredDegree,
        facts.place,
        jobTypeShare(facts.hasPreferences, facts.preferred),
      ),
  );
}
