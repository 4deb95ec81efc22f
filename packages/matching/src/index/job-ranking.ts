import type { PlaceKind } from '../place.ts';
import { experienceShare } from '../experience.ts';
import { preferenceShareOf } from '../preferences.ts';
import {
  combinePoints,
  NO_SKILL_BOUND,
  pointsBound,
  restPoints,
  restPointsBound,
  toScore,
} from '../score-core.ts';
import { COUNT_BUCKET_MIN, COUNT_BUCKETS } from './buckets.ts';
import type { JobQuery } from './job-query.ts';
import type { JobStore } from './job-store.ts';
import type { PostingList } from './posting-list.ts';
import { sumPostings } from './accumulate.ts';
import { scoreBestFirst, type Ranking } from './ranking.ts';
import { HIT_SHIFT, UNITS_MASK, type Scratch } from './scratch.ts';

/**
 * Top-k jobs for a candidate without scoring every job (each step in its own small function, so the
 * JIT optimises each loop on its own):
 *
 * 1. one pass over the posting lists of the candidate's skills (own and related) sums each job's credit
 *    and counts its hits; integer credit, so the sum is exactly the one-pair scorer's;
 * 2. jobs hit twice or more are scored in order of their bound (pointsBound: the skill credit with the
 *    most the other factors could add), best first, until a bound misses the bar; a job's place (one
 *    array read) gives a tighter bound before the exact score;
 * 3. jobs hit once are looked at only in the buckets of short jobs whose bound still reaches the bar;
 * 4. jobs sharing no skill are scored on the other factors only if NO_SKILL_BOUND could still rank.
 */
export function rankJobs(store: JobStore, query: JobQuery, scratch: Scratch, ranking: Ranking): void {
  scratch.begin(store.slots.ids.length);
  accumulate(store, query, scratch);
  scoreMultiHits(store, query, scratch, ranking);
  scoreSingleHits(store, query, scratch, ranking);
  if (ranking.reaches(NO_SKILL_BOUND)) scoreTheRest(store, query, scratch, ranking);
  scratch.end(store.slots.end);
}

function accumulate(store: JobStore, query: JobQuery, scratch: Scratch): void {
  const lists: PostingList[] = [];
  const adds: number[] = [];
  for (let q = 0; q < query.keys.length; q++) {
    const first = query.keys[q]! * COUNT_BUCKETS;
    for (let at = first; at < first + COUNT_BUCKETS; at++) {
      const list = store.postings[at];
      if (list === undefined || list.length === 0) continue;
      lists.push(list);
      adds.push(query.units[q]!);
    }
  }
  sumPostings(lists, adds, store.slots.end, scratch);
}

function scoreMultiHits(store: JobStore, query: JobQuery, scratch: Scratch, ranking: Ranking): void {
  const { sums, multi, points, multiCount } = scratch;
  const keywordCount = store.keywordCount;
  for (let i = 0; i < multiCount; i++) {
    const slot = multi[i]!;
    points[i] = pointsBound(sums[slot]! & UNITS_MASK, keywordCount[slot]!);
  }
  scoreBestFirst(scratch, multiCount, ranking, (i) => {
    const slot = multi[i]!;
    consider(store, query, slot, sums[slot]! & UNITS_MASK, ranking);
  });
}

function scoreSingleHits(store: JobStore, query: JobQuery, scratch: Scratch, ranking: Ranking): void {
  const sums = scratch.sums;
  for (let q = 0; q < query.keys.length; q++) {
    const units = query.units[q]!;
    const first = query.keys[q]! * COUNT_BUCKETS;
    // Buckets go from short jobs to long ones, so once a bucket's bound misses, the later ones do too.
    for (let bucket = 0; bucket < COUNT_BUCKETS; bucket++) {
      if (!ranking.reaches(pointsBound(units, COUNT_BUCKET_MIN[bucket]!))) break;
      const list = store.postings[first + bucket];
      if (list === undefined) continue;
      const slots = list.slots;
      for (let i = 0, n = list.length; i < n; i++) {
        const slot = slots[i]!;
        if (sums[slot]! >>> HIT_SHIFT === 1) consider(store, query, slot, units, ranking);
      }
    }
  }
}

function scoreTheRest(store: JobStore, query: JobQuery, scratch: Scratch, ranking: Ranking): void {
  const { sums } = scratch;
  const live = store.slots.live;
  for (let slot = 0, end = store.slots.end; slot < end; slot++) {
    if (live[slot] === 1 && sums[slot] === 0) consider(store, query, slot, 0, ranking);
  }
}

function consider(store: JobStore, query: JobQuery, slot: number, units: number, ranking: Ranking): void {
  const count = store.keywordCount[slot]!;
  if (!ranking.reaches(pointsBound(units, count))) return;
  // The place costs three comparisons and rules out most jobs elsewhere before the exact score.
  const place = jobPlace(store, query, slot);
  if (!ranking.reaches(pointsBound(units, count, restPointsBound(place)))) return;
  ranking.offer(jobScore(store, query, slot, units, place), store.slots.ids[slot]!);
}

/** Where the job in a slot stands relative to the candidate. */
function jobPlace(store: JobStore, query: JobQuery, slot: number): PlaceKind {
  return query.places.of(store.place[slot]!);
}

/** The exact score of the job in a slot, given the candidate's skill credit for it. */
export function jobScore(
  store: JobStore,
  query: JobQuery,
  slot: number,
  units: number,
  place: PlaceKind = jobPlace(store, query, slot),
): number {
  const type = store.jobType[slot]!;
  const requiredYears = store.requiredYears[slot]!;
  const profile = query.profile;
  const preferences = preferenceShareOf(
    profile.preferences,
    query.years,
    profile.jobTypes.size > 0,
    query.typeWanted[type] === 1,
    query.entryType[type] === 1,
    store.places.remote(store.place[slot]!),
    store.salary[slot]!,
    requiredYears,
  );
  return toScore(
    combinePoints(
      units,
      store.keywordCount[slot]!,
      experienceShare(query.years, requiredYears),
      restPoints(query.degree, store.requiredDegree[slot]!, place, preferences),
    ),
  );
}
