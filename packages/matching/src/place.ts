import { PLACE_SHARE } from './weights.ts';

/** Where a candidate stands relative to a job's place, from best to worst. */
export type PlaceKind = keyof typeof PLACE_SHARE;

/** City, state (region) and country as compared; free text normalised by normalizePlace. */
export interface Place<T> {
  readonly city: T;
  readonly state: T;
  readonly country: T;
}

/**
 * Classifies a candidate's place against a job's. Generic over how names are held (normalised strings
 * in the one-pair scorer, interned numbers in the indexes) so both paths share this one decision;
 * `absent` is the value that means "not given".
 */
export function classifyPlace<T>(candidate: Place<T>, job: Place<T>, remote: boolean, absent: T): PlaceKind {
  return placeKind(
    candidate.city,
    candidate.state,
    candidate.country,
    job.city,
    job.state,
    job.country,
    remote,
    absent,
  );
}

/** classifyPlace with the parts spelled out, for the indexes' inner loops (no object per call). */
export function placeKind<T>(
  city: T,
  state: T,
  country: T,
  jobCity: T,
  jobState: T,
  jobCountry: T,
  remote: boolean,
  absent: T,
): PlaceKind {
  if (remote) return 'remote';
  if (jobCity === absent && jobState === absent && jobCountry === absent) return 'anywhere';
  if (city === absent && state === absent && country === absent) return 'unknown';
  // Two different countries (or regions) rule out a same-named city: London, Ontario is not London, England.
  if (country !== absent && jobCountry !== absent && country !== jobCountry) return 'elsewhere';
  const stateKnownOnBoth = state !== absent && jobState !== absent;
  // A town may be given as the town or, where a region list holds councils and cities ('Leeds', 'Manchester'),
  // as the region: the same name at either level is the same town, so the result does not depend on the level
  // a person picked. Two regions that differ otherwise tell namesakes apart (Portland, Maine and Portland, Oregon).
  const sameTown =
    (city !== absent && (city === jobCity || city === jobState)) || (state !== absent && state === jobCity);
  const regionsDisagree =
    stateKnownOnBoth && state !== jobState && state !== jobCity && jobState !== city;
  if (sameTown && !regionsDisagree) return 'sameCity';
  if (stateKnownOnBoth && state === jobState) return 'sameState';
  if (country !== absent && country === jobCountry) return 'sameCountry';
  return 'elsewhere';
}

/** Share (0 to 1) of the place points for a classification. */
export function placeShare(kind: PlaceKind): number {
  return PLACE_SHARE[kind];
}
