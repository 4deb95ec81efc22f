/**
 * @tandem/matching: the matching engine. Pure functions and in-memory indexes, no I/O.
 * See README.md for the API in brief and docs/matching.md for the model and its figures.
 */
export {
  MATCH_WEIGHTS,
  SKILL_CREDIT,
  SKILL_GATE,
  SCORE_BANDS,
  PLACE_SHARE,
  EDUCATION_SHARE_BY_GAP,
  FACTORS,
} from './weights.ts';
export type { FactorName } from './weights.ts';
export { SkillVocabulary, createVocabulary } from './vocabulary.ts';
export type { CatalogueSkill, ResolvedSkill, SkillKey, VocabularySkill } from './vocabulary.ts';
export type { CandidateInput, CandidateSkillInput, JobInput, OpportunityInput } from './types.ts';
export type { ExperienceInput, MergedPeriods } from './experience.ts';
export { mergePeriods, yearsWorked, experienceShare } from './experience.ts';
export {
  DEGREE_LEVEL,
  DEGREE_LABELS,
  degreeLevels,
  requiredDegree,
  highestDegree,
  educationShare,
} from './education.ts';
export type { DegreeLevel } from './education.ts';
export { classifyPlace, placeShare } from './place.ts';
export type { Place, PlaceKind } from './place.ts';
export { proficiency, directUnits, relatedUnits, skillCredits } from './skills.ts';
export { compileCandidate, compileJob, opportunityAsJob, VOLUNTEERING, MAX_JOB_KEYWORDS } from './profile.ts';
export type { CandidateFacts, CandidateProfile, JobProfile, ProfileSkill, SkillRef } from './profile.ts';
export { scoreMatch, explainMatch, scoreProfiles } from './score.ts';
export type { ScoreOptions } from './score.ts';
export { explainProfiles, scoreBand } from './explain.ts';
export type { Audience } from './explain.ts';
export type {
  FactorScore,
  MatchExplanation,
  MatchHint,
  MatchedSkill,
  RelatedSkill,
  ScoreBand,
} from './explain.ts';
export { WORK_MODES, SENIORITIES, SEASONED_YEARS } from './preferences.ts';
export type { WorkMode, Seniority } from './preferences.ts';
export { extractSkills } from './extract.ts';
export type { ExtractedSkill, TextSpan } from './extract.ts';
export { JobIndex } from './index/job-index.ts';
export type { IndexOptions, RankedJob } from './index/job-index.ts';
export { CandidateIndex } from './index/candidate-index.ts';
export type { RankedCandidate } from './index/candidate-index.ts';
export { OpportunityIndex } from './index/opportunity-index.ts';
export type { RankedOpportunity } from './index/opportunity-index.ts';
export { matchSession } from './index/session.ts';
export type { SessionOptions, SessionResult } from './index/session.ts';
export type { IdFilter, TopOptions } from './index/top-options.ts';
export { nearestSkills } from './suggest.ts';
export { compactName, normalizeName } from './normalize.ts';
