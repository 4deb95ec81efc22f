// What a match score means and how the lists word their counts, without zod: /yourmatches reads these on its first
// load, and a module that builds a schema brings zod (about 23 KB gzip) with it. The answers' schemas are in matching.ts.
import type { ScoreBand } from './match-explanation.ts';

/**
 * What a score means, on every screen (docs/product.md section C14): 90 or more a strong fit, 70 or more a good
 * fit, 50 or more worth a look, under 50 not a match. MATCH_THRESHOLD decides the lists and the alerts.
 */
export const SCORE_BANDS = { strong: 90, good: 70, worthALook: 50 } as const;
export const MATCH_THRESHOLD = SCORE_BANDS.worthALook;
export const SCORE_BAND_LABELS: Record<ScoreBand, string> = {
  strong: 'Strong fit',
  good: 'Good fit',
  'worth-a-look': 'Worth a look',
  'not-a-match': 'Not a match',
};

export function scoreBandOf(score: number): ScoreBand {
  if (score >= SCORE_BANDS.strong) return 'strong';
  if (score >= SCORE_BANDS.good) return 'good';
  if (score >= SCORE_BANDS.worthALook) return 'worth-a-look';
  return 'not-a-match';
}

/** 'We found 1 job that match…': the count with its noun, singular for one. */
export function countOf(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;
}

/** The matched-jobs headline of /yourmatches, counting only jobs at MATCH_THRESHOLD or more ('1,000+' when capped). */
export function matchedJobsHeadline(count: number, capped = false): string {
  const counted = capped ? `${count.toLocaleString('en-GB')}+ jobs` : countOf(count, 'job', 'jobs');
  return `We found ${counted} that ${count === 1 && !capped ? 'matches' : 'match'} your profile`;
}

export const MATCH_COUNT_CAP = 1000;
/** A profile with fewer skills than this is thin: the score has too little to go on. */
export const THIN_PROFILE_SKILLS = 3;
