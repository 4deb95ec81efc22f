import { DEGREE_LABELS, type DegreeLevel } from './education.ts';
import { PLACE_NOTES } from './explain-notes.ts';
import { preferenceNotes } from './explain-preferences.ts';
import { jobPreferenceFacts, matchFacts, type CandidateProfile, type JobProfile, type SkillRef } from './profile.ts';
import { factorPoints, relevance, restScale, scoreFacts, type MatchFacts } from './score-core.ts';
import { directUnits, relatedUnits } from './skills.ts';
import type { SkillVocabulary } from './vocabulary.ts';
import { FACTORS, MATCH_WEIGHTS, MAX_HINTS, SCORE_BANDS, SKILL_CREDIT, type FactorName } from './weights.ts';

/** One factor's part of the score. */
export interface FactorScore {
  /** Points earned, to two decimals (the score is their sum, rounded). */
  readonly earned: number;
  /** Points this factor can give (its weight). */
  readonly possible: number;
  /** earned / possible, 0 to 1. */
  readonly share: number;
  /** One line saying why, for people. */
  readonly note: string;
}

/** A job skill the candidate holds (or an alias of it). */
export interface MatchedSkill extends SkillRef {
  /** The candidate's level, 0 to 10. */
  readonly level: number;
  /** Share of this keyword earned, 0 to 1. */
  readonly credit: number;
}

/** A job skill the candidate does not hold but earns part of through a related skill they do hold. */
export interface RelatedSkill extends SkillRef {
  /** The candidate's skill that earned the credit, and its level. */
  readonly relatedTo: SkillRef;
  readonly level: number;
  /** Share of this keyword earned, 0 to 0.5. */
  readonly credit: number;
}

/** Something the candidate could do (or should know) to raise the score. */
export interface MatchHint {
  readonly kind: 'add-skill' | 'add-place' | 'experience' | 'education';
  readonly message: string;
  /** The skill to add, for add-skill. */
  readonly skill?: SkillRef;
  /** How many points the score would rise by. */
  readonly gain: number;
}

/**
 * Who reads an explanation: the candidate (second person: 'your skills', 'Add Docker to raise this match') or the
 * organisation looking at a ranked candidate (third person, and nothing the organisation could do itself).
 */
export type Audience = 'candidate' | 'organisation';

/** The band a score falls in (docs/product.md section C14). */
export type ScoreBand = 'strong' | 'good' | 'worth-a-look' | 'not-a-match';

/** Why a candidate and a job scored what they did. */
export interface MatchExplanation {
  readonly score: number;
  readonly band: ScoreBand;
  readonly factors: Readonly<Record<FactorName, FactorScore>>;
  /** Job skills held exactly: the only ones counted in 'x of y skills matched'. */
  readonly matchedSkills: readonly MatchedSkill[];
  /** Job skills credited in part through a related skill: neither matched nor missing. */
  readonly relatedSkills: readonly RelatedSkill[];
  /** Job skills with no credit at all. */
  readonly missingSkills: readonly SkillRef[];
  /** Best first: the missing skill that would raise the score most leads. */
  readonly hints: readonly MatchHint[];
}

/** The band of a score: 90 strong, 70 good, 50 worth a look, under 50 not a match. */
export function scoreBand(score: number): ScoreBand {
  if (score >= SCORE_BANDS.strong) return 'strong';
  if (score >= SCORE_BANDS.good) return 'good';
  if (score >= SCORE_BANDS.worthALook) return 'worth-a-look';
  return 'not-a-match';
}

/**
 * Explains the score of a compiled pair; `vocabulary` names the related skill behind partial credit, `audience`
 * words it for whoever reads it.
 */
export function explainProfiles(
  vocabulary: SkillVocabulary,
  candidate: CandidateProfile,
  job: JobProfile,
  audience: Audience = 'candidate',
): MatchExplanation {
  const facts = matchFacts(candidate, job);
  const score = scoreFacts(facts);
  const points = factorPoints(facts);
  const { matched, related, missing } = splitSkills(vocabulary, candidate, job);
  const scaled = scaledNote(facts, audience);
  const notes: Record<FactorName, string> = {
    skills: skillsNote(job, matched.length, related),
    experience: experienceNote(facts, audience),
    education: educationNote(facts) + scaled,
    place: PLACE_NOTES[facts.place](job.placeLabel) + scaled,
    preferences: preferenceNotes(candidate, job, jobPreferenceFacts(candidate, job), audience) + scaled,
  };
  const factors = Object.fromEntries(
    FACTORS.map((name) => [name, factor(points[name], MATCH_WEIGHTS[name], notes[name])]),
  ) as Record<FactorName, FactorScore>;
  return {
    score,
    band: scoreBand(score),
    factors,
    matchedSkills: matched,
    relatedSkills: related,
    missingSkills: missing,
    hints: hints(candidate, job, facts, score, audience),
  };
}

function factor(earned: number, possible: number, note: string): FactorScore {
  return { earned: round(earned, 2), possible, share: possible > 0 ? round(earned / possible, 3) : 0, note };
}

function skillsNote(job: JobProfile, matched: number, related: readonly RelatedSkill[]): string {
  if (job.skills.length === 0) return 'The job lists no skills';
  const base = `${matched} of ${job.skills.length} skills matched`;
  if (related.length === 0) return base;
  return `${base}; ${related.map((r) => `${r.relatedTo.name}, related to ${r.name}`).join('; ')}`;
}

function splitSkills(vocabulary: SkillVocabulary, candidate: CandidateProfile, job: JobProfile) {
  const own = new Map(candidate.skills.map((s) => [s.key, s]));
  const matched: MatchedSkill[] = [];
  const related: RelatedSkill[] = [];
  const missing: SkillRef[] = [];
  for (const skill of job.skills) {
    const units = candidate.credits.get(skill.key) ?? 0;
    const held = own.get(skill.key);
    if (held) {
      matched.push({ ...ref(skill), level: held.level, credit: units / 100 });
      continue;
    }
    // The credit came from the best related skill the candidate holds: find it to name it.
    const source = candidate.skills
      .filter((s) => vocabulary.relatedKeys(s.key).includes(skill.key) && relatedUnits(s.level) === units)
      .at(0);
    if (units > 0 && source) {
      related.push({ ...ref(skill), relatedTo: ref(source), level: source.level, credit: units / 100 });
    } else missing.push(ref(skill));
  }
  return { matched, related, missing };
}

function hints(
  candidate: CandidateProfile,
  job: JobProfile,
  facts: MatchFacts,
  score: number,
  audience: Audience,
): MatchHint[] {
  const forCandidate = audience === 'candidate';
  const found: MatchHint[] = [];
  const addedUnits = directUnits(SKILL_CREDIT.hintLevel);
  for (const skill of job.skills) {
    const units = candidate.credits.get(skill.key) ?? 0;
    // Only skills with no credit at all: a related skill is shown as related, not as missing.
    if (units > 0) continue;
    const gain = scoreFacts({ ...facts, skillUnits: facts.skillUnits + addedUnits }) - score;
    if (gain > 0)
      found.push({
        kind: 'add-skill',
        message: forCandidate
          ? `Add ${skill.name} to raise this match`
          : `${skill.name} is not on the profile: it would add ${gain} ${gain === 1 ? 'point' : 'points'}`,
        skill: ref(skill),
        gain,
      });
  }
  const experienceGain = scoreFacts({ ...facts, years: facts.requiredYears }) - score;
  if (experienceGain > 0 && facts.years < facts.requiredYears) {
    found.push({
      kind: 'experience',
      message: forCandidate
        ? `This job asks for ${years(facts.requiredYears)} of experience`
        : `The job asks for ${years(facts.requiredYears)} of experience; the profile shows ${years(facts.years)}`,
      gain: experienceGain,
    });
  }
  const educationGain = scoreFacts({ ...facts, degree: facts.requiredDegree }) - score;
  if (educationGain > 0) {
    const label = DEGREE_LABELS[facts.requiredDegree as DegreeLevel];
    const message = forCandidate ? `This job asks for ${label}` : `The job asks for ${label}`;
    found.push({ kind: 'education', message, gain: educationGain });
  }
  if (facts.place === 'unknown') {
    const gain = scoreFacts({ ...facts, place: 'sameCity' }) - score;
    if (gain > 0)
      found.push({
        kind: 'add-place',
        message: forCandidate
          ? 'Add your city and country to compare places'
          : 'The profile gives no town or country to compare places',
        gain,
      });
  }
  // Stable sort: equal gains keep the job's order of skills, then the order above.
  return found.sort((a, b) => b.gain - a.gain).slice(0, MAX_HINTS);
}

/** Whose skills: 'your' for the candidate, "the candidate's" for the organisation. */
const whose = (audience: Audience) => (audience === 'candidate' ? 'your' : "the candidate's");

/**
 * Education, place and preferences count from half to whole as the skills cover the job, so one reason (Same
 * city) earns 10 of 10 points for one candidate and 8 for another: the note says so when it applies.
 */
function scaledNote(facts: MatchFacts, audience: Audience): string {
  const scale = restScale(relevance(facts.skillUnits, facts.keywordCount));
  if (scale >= 1) return '';
  return `; counted at ${Math.round(scale * 100)}% as ${whose(audience)} skills cover part of this job`;
}

function experienceNote(facts: MatchFacts, audience: Audience): string {
  if (facts.requiredYears <= 0) return 'No experience required';
  const asked = `${years(facts.requiredYears)} asked`;
  const gate = relevance(facts.skillUnits, facts.keywordCount);
  if (facts.years <= 0) return `${asked}, none on the profile`;
  if (gate <= 0) return `${asked}; ${years(facts.years)} on the profile, none in this job's skills`;
  if (gate < 1)
    return `${asked}; ${years(facts.years)} on the profile, counted at ${Math.round(gate * 100)}% as ${whose(audience)} skills cover part of this job`;
  return `${asked}, ${years(facts.years)} on the profile`;
}

function educationNote(facts: MatchFacts): string {
  if (facts.requiredDegree <= 0) return 'No degree required';
  const asked = DEGREE_LABELS[facts.requiredDegree as DegreeLevel];
  return `Asks for ${asked}; the profile shows ${DEGREE_LABELS[facts.degree as DegreeLevel]}`;
}

function years(value: number): string {
  const rounded = round(value, 1);
  return `${rounded} ${rounded === 1 ? 'year' : 'years'}`;
}

function ref(skill: SkillRef): SkillRef {
  return { key: skill.key, skillId: skill.skillId, name: skill.name };
}

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
