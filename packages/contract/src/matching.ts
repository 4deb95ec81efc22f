import { z } from 'zod';
import { VolunteerOpportunityAnswer } from './community/volunteer-opportunities.ts';
import { JobAnswer } from './jobs/postings.ts';
import { MatchExplanation, type ScoreBand } from './match-explanation.ts';

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

/** A ranked candidate as an organisation sees it before they apply: no email, phone or address. */
export const CandidatePreview = z.strictObject({
  id: z.number(),
  name: z.string(),
  title: z.string(),
  profile_picture: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  skills: z.array(z.strictObject({ name: z.string(), score: z.number() })),
  application: z.strictObject({ id: z.number(), status: z.string() }).nullable(),
});
export type CandidatePreview = z.infer<typeof CandidatePreview>;

/** One row of GET /api/matching/match/: a job, a volunteer opportunity or a candidate, with its score and why. */
export const MatchResult = z.strictObject({
  job: JobAnswer.optional(),
  opportunity: VolunteerOpportunityAnswer.optional(),
  candidate: CandidatePreview.optional(),
  score: z.number().int().min(0).max(100),
  explanation: MatchExplanation,
});
export type MatchResult = z.infer<typeof MatchResult>;

/** GET /api/matching/count/: how many active jobs match a candidate (MATCH_THRESHOLD or more), and their skills. */
export const MatchCountAnswer = z.strictObject({
  /** Active jobs scoring MATCH_THRESHOLD or more, counted up to MATCH_COUNT_CAP. */
  matched: z.number().int().min(0),
  /** Whether there may be more than `matched` (the count stopped at MATCH_COUNT_CAP). */
  capped: z.boolean(),
  /** Skills on the candidate's profile: under THIN_PROFILE_SKILLS the page asks for more before listing. */
  skills: z.number().int().min(0),
});
export type MatchCountAnswer = z.infer<typeof MatchCountAnswer>;
export const MATCH_COUNT_CAP = 1000;
/** A profile with fewer skills than this is thin: the score has too little to go on. */
export const THIN_PROFILE_SKILLS = 3;
