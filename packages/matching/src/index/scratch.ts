import { POINT_BUCKETS } from './ranking.ts';

/**
 * Per-query working arrays of an index, kept between queries so a query allocates nothing big.
 * `sums` packs, per slot: how many of the query's skill lists hold the record (from bit 22), which
 * place lists hold it (bits 20 and 21, candidates only) and the credit summed (bits 0 to 19), so one
 * array read and write per posting does it all. Credit is at most 500 keywords x 100 = 50,000 and hits
 * at most 500 (MAX_JOB_KEYWORDS), so nothing overflows.
 */
export class Scratch {
  sums = new Int32Array(0);
  /** Slots hit by two skill lists or more: the likely winners, scored first. */
  multi = new Int32Array(0);
  multiCount = 0;
  /** An upper bound on the points of each `multi` entry. */
  points = new Float64Array(0);
  /** `multi` entries sorted by `points`, best first (see scoreBestFirst). */
  order = new Int32Array(0);
  readonly histogram = new Int32Array(POINT_BUCKETS);

  /** Makes room for `capacity` slots and starts a query. */
  begin(capacity: number): void {
    if (this.sums.length < capacity) {
      this.sums = new Int32Array(capacity);
      this.multi = new Int32Array(capacity);
      this.points = new Float64Array(capacity);
      this.order = new Int32Array(capacity);
    }
    this.multiCount = 0;
  }

  /** Clears the sums for the next query (one sweep: a few hundred microseconds for a million slots). */
  end(slotEnd: number): void {
    this.sums.fill(0, 0, slotEnd);
  }
}

export const UNITS_MASK = (1 << 20) - 1;
/** Set in a candidate's sum when the job's city list holds it. */
export const CITY_HIT = 1 << 20;
/** Set in a candidate's sum when the job's state list holds it. */
export const STATE_HIT = 1 << 21;
export const PLACE_HITS = CITY_HIT | STATE_HIT;
/** One skill-list hit. */
export const HIT_SHIFT = 22;
export const HIT = 1 << HIT_SHIFT;
