import type { Scratch } from './scratch.ts';
import { TopK, type Ranked } from './top-k.ts';

// Float slack when comparing an upper bound with the bar: bounds and scores are sums of a few floats.
const EPS = 1e-9;

/**
 * One top-k query in progress: the best records so far and the bar a newcomer's points must reach.
 * A score is rounded points, and round(points) >= floor needs points >= floor - 0.5, so anything whose
 * upper bound is below `floor - 0.5` cannot enter and is skipped without being scored. A minimum score
 * raises the bar from the start the same way, so a query for "everyone at 50 or more" never scores the
 * records whose bounds are under it, however many are asked for.
 */
export class Ranking {
  readonly #top: TopK;
  readonly #accept: ((id: number) => boolean) | null;
  readonly #minScore: number;
  readonly #minBar: number;
  /** Points a record must reach to enter: the minimum's, until k records are kept. */
  bar: number;

  constructor(count: number, accept: ((id: number) => boolean) | null, minScore = -Infinity) {
    this.#top = new TopK(count);
    this.#accept = accept;
    this.#minScore = minScore;
    this.#minBar = minScore - 0.5;
    this.bar = this.#minBar;
  }

  /** Whether a record whose points are at most `bound` could still enter. */
  reaches(bound: number): boolean {
    return bound + EPS >= this.bar;
  }

  /** Keeps a scored record if it ranks and the filter allows it (the filter is asked only then). */
  offer(score: number, id: number): void {
    if (score < this.#minScore || !this.#top.accepts(score, id) || (this.#accept !== null && !this.#accept(id))) return;
    this.#top.offer(score, id);
    if (this.#top.full) this.bar = Math.max(this.#minBar, this.#top.floor - 0.5);
  }

  /** The kept records, best first. */
  sorted(): Ranked[] {
    return this.#top.sorted();
  }
}

/**
 * Scores records in order of their upper bounds, best first (a counting sort in quarter points), and stops
 * once a bound misses the bar: by then the bar is as high as it gets before the long tail, so the tail
 * is never scored. `scratch.points[0 .. count)` holds each record's upper bound on its points;
 * `score(i)` scores record i (and may still skip it on a tighter bound).
 */
export function scoreBestFirst(
  scratch: Scratch,
  count: number,
  ranking: Ranking,
  score: (i: number) => void,
): void {
  const { points, order } = scratch;
  const starts = scratch.histogram.fill(0);
  const last = starts.length - 1;
  for (let i = 0; i < count; i++) starts[last - bucketOf(points[i]!)]!++;
  // Prefix sums turn counts into where each bucket starts, best bucket first.
  let at = 0;
  for (let b = 0; b <= last; b++) {
    const size = starts[b]!;
    starts[b] = at;
    at += size;
  }
  for (let i = 0; i < count; i++) order[starts[last - bucketOf(points[i]!)]!++] = i;
  for (let k = 0; k < count; k++) {
    const i = order[k]!;
    // Within a bucket records are not sorted: stop on the bucket's ceiling, not on this record's bound.
    if (!ranking.reaches((bucketOf(points[i]!) + 1) / QUARTERS)) return;
    score(i);
  }
}

const QUARTERS = 4;
function bucketOf(points: number): number {
  return Math.min(MAX_POINTS * QUARTERS, Math.max(0, Math.floor(points * QUARTERS)));
}

const MAX_POINTS = 100;
/** Buckets scoreBestFirst needs: one per quarter point from 0 to 100. */
export const POINT_BUCKETS = MAX_POINTS * QUARTERS + 1;
