import { educationShare } from '../education.ts';
import { experienceShare } from '../experience.ts';
import type { PlaceKind } from '../place.ts';
import { preferenceShareOf } from '../preferences.ts';
import {
  combinePoints,
  MAX_REST_POINTS,
  pointsBound,
  restPoints,
  restPointsBound,
  toScore,
} from '../score-core.ts';
import { flagPostings, sumWeightedPostings } from './accumulate.ts';
import { UNITS_BUCKET_MAX, UNITS_BUCKETS } from './buckets.ts';
import type { CandidateQuery } from './candidate-query.ts';
import type { CandidateStore } from './candidate-store.ts';
import type { PostingList } from './posting-list.ts';
import { scoreBestFirst, type Ranking } from './ranking.ts';
import { MATCH_WEIGHTS } from '../weights.ts';
import { CITY_HIT, HIT_SHIFT, PLACE_HITS, STATE_HIT, UNITS_MASK, type Scratch } from './scratch.ts';

// A candidate outside the job's city and state is at best in its country (or elsewhere, or placeless).
const OUTSIDE = Math.max(
  restPointsBound('sameCountry'),
  restPointsBound('elsewhere'),
  restPointsBound('unknown'),
);

/**
 * Top-k candidates for a job: the mirror of rankJobs. Postings carry each candidate's credit, so the
 * single-hit step can skip buckets of low credit; and the job's city and state lists are read first, so
 * every candidate's bound knows whether it can earn the place points (most candidates live elsewhere,
 * which cuts their bound by the place weight before any of their own data is read).
 */
export function rankCandidates(
  store: CandidateStore,
  query: CandidateQuery,
  scratch: Scratch,
  ranking: Ranking,
  today: number,
): void {
  scratch.begin(store.slots.ids.length);
  if (query.local) {
    flagPostings(query.cityList, CITY_HIT, scratch);
    flagPostings(query.stateList, STATE_HIT, scratch);
  }
  const lists: PostingList[] = [];
  for (const key of query.keys) {
    for (let at = key * UNITS_BUCKETS; at < (key + 1) * UNITS_BUCKETS; at++) {
      const list = store.postings[at];
      if (list !== undefined && list.length > 0) lists.push(list);
    }
  }
  sumWeightedPostings(lists, store.slots.end, scratch);
  scoreMultiHits(store, query, scratch, ranking, today);
  scoreSingleHits(store, query, scratch, ranking, today);
  scoreTheRest(store, query, scratch, ranking, today);
  scratch.end(store.slots.end);
}

/** The most education, place and preferences can give a candidate, from what its sum says about its place. */
function restCap(query: CandidateQuery, sum: number): number {
  return !query.local || (sum & PLACE_HITS) !== 0 ? MAX_REST_POINTS : OUTSIDE;
}

function scoreMultiHits(
  store: CandidateStore,
  query: CandidateQuery,
  scratch: Scratch,
  ranking: Ranking,
  today: number,
): void {
  const { sums, multi, points, multiCount } = scratch;
  const years = store.yearsOn(today);
  for (let i = 0; i < multiCount; i++) {
    const slot = multi[i]!;
    const sum = sums[slot]!;
    points[i] = ownBound(store, query, slot, sum & UNITS_MASK, restCap(query, sum), years);
  }
  scoreBestFirst(scratch, multiCount, ranking, (i) => {
    const sum = sums[multi[i]!]!;
    consider(store, query, multi[i]!, sum & UNITS_MASK, restCap(query, sum), ranking, today);
  });
}

function scoreSingleHits(
  store: CandidateStore,
  query: CandidateQuery,
  scratch: Scratch,
  ranking: Ranking,
  today: number,
): void {
  const sums = scratch.sums;
  for (const key of query.keys) {
    // Buckets from the highest credit down: once one cannot reach the bar, the lower ones cannot either.
    for (let bucket = UNITS_BUCKETS - 1; bucket >= 0; bucket--) {
      if (!ranking.reaches(pointsBound(UNITS_BUCKET_MAX[bucket]!, query.keywordCount))) break;
      const list = store.postings[key * UNITS_BUCKETS + bucket];
      if (list === undefined) continue;
      const { slots, units } = list;
      for (let i = 0, n = list.length; i < n; i++) {
        const sum = sums[slots[i]!]!;
        if (sum >>> HIT_SHIFT !== 1) continue;
        consider(store, query, slots[i]!, units![i]!, restCap(query, sum), ranking, today);
      }
    }
  }
}

// Candidates sharing no skill: those of the job's city and state first, then everyone else, each group
// only if its bound still reaches the bar (it does when fewer than k candidates share a skill).
function scoreTheRest(
  store: CandidateStore,
  query: CandidateQuery,
  scratch: Scratch,
  ranking: Ranking,
  today: number,
): void {
  const sums = scratch.sums;
  if (query.local && ranking.reaches(pointsBound(0, query.keywordCount))) {
    for (const [list, seen] of [
      [query.cityList, 0],
      [query.stateList, CITY_HIT],
    ] as const) {
      if (!list) continue;
      for (let i = 0; i < list.length; i++) {
        const sum = sums[list.slots[i]!]!;
        if (sum >>> HIT_SHIFT === 0 && (sum & seen) === 0)
          consider(store, query, list.slots[i]!, 0, MAX_REST_POINTS, ranking, today);
      }
    }
  }
  const cap = query.local ? OUTSIDE : MAX_REST_POINTS;
  if (!ranking.reaches(pointsBound(0, query.keywordCount, cap))) return;
  const live = store.slots.live;
  for (let slot = 0, end = store.slots.end; slot < end; slot++) {
    if (live[slot] === 1 && sums[slot] === 0) consider(store, query, slot, 0, cap, ranking, today);
  }
}

function consider(
  store: CandidateStore,
  query: CandidateQuery,
  slot: number,
  units: number,
  restBound: number,
  ranking: Ranking,
  today: number,
): void {
  if (!ranking.reaches(pointsBound(units, query.keywordCount, restBound))) return;
  const years = store.yearsOn(today);
  if (!ranking.reaches(ownBound(store, query, slot, units, restBound, years))) return;
  const place = query.places.of(store.place[slot]!);
  if (!ranking.reaches(ownBound(store, query, slot, units, restPointsBound(place), years))) return;
  ranking.offer(candidateScore(store, query, slot, units, today, place), store.slots.ids[slot]!);
}

/**
 * An upper bound on a candidate's points that reads its own experience and degree (two typed-array reads): at
 * a popular job most candidates share a skill, and with the experience and education they lack left out of the
 * bound most of them are never scored. Only preferences (and the place, unless `restBound` knows it) stay at
 * their most; `combinePoints` rises with each factor, so this stays above the exact points.
 */
function ownBound(
  store: CandidateStore,
  query: CandidateQuery,
  slot: number,
  units: number,
  restBound: number,
  years: Float64Array,
): number {
  const job = query.job;
  const educationShortfall = MATCH_WEIGHTS.education * (1 - educationShare(store.degree[slot]!, job.requiredDegree));
  return combinePoints(units, query.keywordCount, experienceShare(years[slot]!, job.requiredYears), restBound - educationShortfall);
}

/** The exact score of the candidate in a slot, given its skill credit for the job. */
export function candidateScore(
  store: CandidateStore,
  query: CandidateQuery,
  slot: number,
  units: number,
  today: number,
  place: PlaceKind = query.places.of(store.place[slot]!),
): number {
  const types = store.preferredTypes;
  const from = types.offsets[slot]!;
  const typeCount = types.lengths[slot]!;
  let wanted = false;
  for (let i = from; i < from + typeCount; i++) if (types.data[i] === query.jobType) wanted = true;
  const years = store.yearsOn(today)[slot]!;
  const job = query.job;
  const preferences = preferenceShareOf(
    store.preferencesAt(slot),
    years,
    typeCount > 0,
    wanted,
    job.entryType,
    job.remote,
    job.salary,
    job.requiredYears,
  );
  return toScore(
    combinePoints(
      units,
      query.keywordCount,
      experienceShare(years, job.requiredYears),
      restPoints(store.degree[slot]!, job.requiredDegree, place, preferences),
    ),
  );
}
