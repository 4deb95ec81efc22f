import { BUSINESS_CANDIDATES } from './candidates/business.ts';
import { CARE_CANDIDATES } from './candidates/care.ts';
import { CREATIVE_CANDIDATES } from './candidates/creative.ts';
import { HOSPITALITY_AND_TRADES_CANDIDATES } from './candidates/hospitality-and-trades.ts';
import type { JudgedCandidate } from './candidates/judged-candidate.ts';
import { TECH_CANDIDATES } from './candidates/tech.ts';

export type { JudgedCandidate } from './candidates/judged-candidate.ts';

/** The day the judged set is scored on, so years worked do not drift. */
export const JUDGED_TODAY = '2026-06-01';

/** The 22 judged candidates, grouped by the jobs they look for, in id order. */
export const JUDGED_CANDIDATES: JudgedCandidate[] = [
  ...TECH_CANDIDATES,
  ...CREATIVE_CANDIDATES,
  ...BUSINESS_CANDIDATES,
  ...HOSPITALITY_AND_TRADES_CANDIDATES,
  ...CARE_CANDIDATES,
].sort((a, b) => a.input.id - b.input.id);
