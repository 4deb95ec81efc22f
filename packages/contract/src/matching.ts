// The matching answers' schemas; the bands, counts and headline the screens word them with are in matching-words.ts.
import { z } from 'zod';
import { VolunteerOpportunityAnswer } from './community/volunteer-opportunities.ts';
import { JobAnswer } from './jobs/postings.ts';
import { MatchExplanation } from './match-explanation.ts';

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
