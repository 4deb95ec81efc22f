import { explainProfiles, type Audience, type MatchExplanation } from './explain.ts';
import {
  compileCandidate,
  compileJob,
  matchFacts,
  type CandidateProfile,
  type JobProfile,
} from './profile.ts';
import { scoreFacts } from './score-core.ts';
import type { CandidateInput, JobInput } from './types.ts';
import type { SkillVocabulary } from './vocabulary.ts';

/** When "present" ends: experience without an end date runs until this day ('YYYY-MM-DD'). */
export interface ScoreOptions {
  readonly today: string;
}

/** The score (0 to 100) of compiled profiles: the cheapest way to score one candidate against many jobs. */
export function scoreProfiles(candidate: CandidateProfile, job: JobProfile): number {
  return scoreFacts(matchFacts(candidate, job));
}

/** Scores one pair from raw inputs (compiles both first; for many pairs, compile once and use scoreProfiles). */
export function scoreMatch(
  vocabulary: SkillVocabulary,
  candidate: CandidateInput,
  job: JobInput,
  options: ScoreOptions,
): number {
  return scoreProfiles(compileCandidate(vocabulary, candidate, options.today), compileJob(vocabulary, job));
}

/** Scores and explains one pair from raw inputs. */
export function explainMatch(
  vocabulary: SkillVocabulary,
  candidate: CandidateInput,
  job: JobInput,
  options: ScoreOptions & { audience?: Audience },
): MatchExplanation {
  return explainProfiles(
    vocabulary,
    compileCandidate(vocabulary, candidate, options.today),
    compileJob(vocabulary, job),
    options.audience,
  );
}
