/**
 * Posting lists are split into buckets so that a query can skip the postings that cannot matter.
 * A job's lists are bucketed by the job's keyword count (fewer keywords = each keyword weighs more);
 * a candidate's by the credit the posting carries. Both give an upper bound per bucket.
 */

/** The smallest keyword count in each job bucket: 1 to 8 alone, then 9-12, 13-16, 17-32, 33 and more. */
export const COUNT_BUCKET_MIN: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 13, 17, 33];
export const COUNT_BUCKETS = COUNT_BUCKET_MIN.length;

export function countBucket(keywordCount: number): number {
  if (keywordCount <= 8) return Math.max(0, keywordCount - 1);
  if (keywordCount <= 12) return 8;
  if (keywordCount <= 16) return 9;
  if (keywordCount <= 32) return 10;
  return 11;
}

/** The largest credit in each candidate bucket: related credit (25-50), then low, middle and high levels. */
export const UNITS_BUCKET_MAX: readonly number[] = [49, 69, 89, 100];
export const UNITS_BUCKETS = UNITS_BUCKET_MAX.length;

export function unitsBucket(units: number): number {
  if (units <= 49) return 0;
  if (units <= 69) return 1;
  if (units <= 89) return 2;
  return 3;
}
