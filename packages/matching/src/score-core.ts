import { educationShare } from './education.ts';
import { experienceShare } from './experience.ts';
import { placeShare, type PlaceKind } from './place.ts';
import { skillPoints, type CreditUnits } from './skills.ts';
import { MATCH_WEIGHTS, SKILL_GATE, type FactorName } from './weights.ts';

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
  /** Share (0 to 1) of the candidate's stated preferences the job meets (see preferences.ts). */
  readonly preferenceShare: number;
}

/** How far the skills show the candidate works in the job's field, 0 to 1 (see SKILL_GATE). */
export function relevance(units: CreditUnits, keywordCount: number): number {
  if (keywordCount <= 0) return 0;
  return Math.min(1, units / (100 * keywordCount) / SKILL_GATE.fullAt);
}

/** What education, place and preferences are multiplied by: restFloor with no skill in common, up to 1. */
export function restScale(gate: number): number {
  return SKILL_GATE.restFloor + (1 - SKILL_GATE.restFloor) * gate;
}

/** Points of education, place and preferences before the skill gate scales them. */
export function restPoints(degree: number, requiredDegree: number, place: PlaceKind, preferences: number): number {
  return (
    MATCH_WEIGHTS.education * educationShare(degree, requiredDegree) +
    MATCH_WEIGHTS.place * placeShare(place) +
    MATCH_WEIGHTS.preferences * preferences
  );
}

/** The most restPoints can be: the bound before anything but skills is known. */
export const MAX_REST_POINTS = MATCH_WEIGHTS.education + MATCH_WEIGHTS.place + MATCH_WEIGHTS.preferences;

/** The most restPoints can be once the place is known: a cheap second bound before the exact score. */
export function restPointsBound(place: PlaceKind): number {
  return MAX_REST_POINTS - MATCH_WEIGHTS.place + MATCH_WEIGHTS.place * placeShare(place);
}

/**
 * A pair's points from its skill credit, its experience share and its other factors' points. Rises with
 * each of them, so `pointsBound` with an upper bound of any is an upper bound of the points.
 */
export function combinePoints(units: CreditUnits, keywordCount: number, experience: number, rest: number): number {
  const gate = relevance(units, keywordCount);
  return (
    skillPoints(units, keywordCount) + gate * MATCH_WEIGHTS.experience * experience + restScale(gate) * rest
  );
}

/** The most a pair with this skill credit can score when the rest is at most `restBound`. */
export function pointsBound(units: CreditUnits, keywordCount: number, restBound: number = MAX_REST_POINTS): number {
  return combinePoints(units, keywordCount, 1, restBound);
}

/** The most a pair sharing no skill can score (the indexes' bound for the records they never hit). */
export const NO_SKILL_BOUND = pointsBound(0, 1);

/** Points of each factor as they enter the score (after the skill gate), so that they add up to it. */
export function factorPoints(facts: MatchFacts): Record<FactorName, number> {
  const gate = relevance(facts.skillUnits, facts.keywordCount);
  const scale = restScale(gate);
  return {
    skills: skillPoints(facts.skillUnits, facts.keywordCount),
    experience: gate * MATCH_WEIGHTS.experience * experienceShare(facts.years, facts.requiredYears),
    education: scale * MATCH_WEIGHTS.education * educationShare(facts.degree, facts.requiredDegree),
    place: scale * MATCH_WEIGHTS.place * placeShare(facts.place),
    preferences: scale * MATCH_WEIGHTS.preferences * facts.preferenceShare,
  };
}

/** The final score: the points rounded to a whole number and held within 0 to 100. */
export function toScore(points: number): number {
  if (!(points > 0)) return 0; // also catches NaN
  return Math.min(100, Math.round(points));
}

/** The score of a pair from its facts. */
export function scoreFacts(facts: MatchFacts): number {
  return toScore(
    combinePoints(
      facts.skillUnits,
      facts.keywordCount,
      experienceShare(facts.years, facts.requiredYears),
      restPoints(facts.degree, facts.requiredDegree, facts.place, facts.preferenceShare),
    ),
  );
}
