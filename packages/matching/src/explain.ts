import { DEGREE_LABELS, type DegreeLevel } from './education.ts';
import { PLACE_NOTES } from './explain-notes.ts';
import { matchFacts, type CandidateProfile, type JobProfile, type SkillRef } from './profile.ts';
import { factorPoints, scoreFacts, type MatchFacts } from './score-core.ts';
import { directUnits, relatedUnits } from './skills.ts';
import type { SkillVocabulary } from './vocabulary.ts';
import { FACTORS, MATCH_WEIGHTS, MAX_HINTS, SKILL_CREDIT, type FactorName } from './weights.ts';

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

/** A job skill the candidate is credited for. */
export interface MatchedSkill extends SkillRef {
  /** The candidate's level, 0 to 10 (of the related skill when `via` is "related"). */
  readonly level: number;
  /** Share of this keyword earned, 0 to 1. */
  readonly credit: number;
  /** "skill" when the candidate holds it (or an alias), "related" when only a related skill. */
  readonly via: 'skill' | 'related';
  /** The candidate's related skill that earned the credit. */
  readonly relatedTo?: SkillRef;
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

/** Why a candidate and a job scored what they did. */
export interface MatchExplanation {
  readonly score: number;
  readonly factors: Readonly<Record<FactorName, FactorScore>>;
  readonly matchedSkills: readonly MatchedSkill[];
  readonly missingSkills: readonly SkillRef[];
  /** Best first: the missing skill that would raise the score most leads. */
  readonly hints: readonly MatchHint[];
}

/** Explains the score of a compiled pair; `vocabulary` names the related skill behind partial credit. */
export function explainProfiles(
  vocabulary: SkillVocabulary,
  candidate: CandidateProfile,
  job: JobProfile,
): MatchExplanation {
  const facts = matchFacts(candidate, job);
  const score = scoreFacts(facts);
  const points = factorPoints(facts);
  const { matched, missing } = splitSkills(vocabulary, candidate, job);
  const notes: Record<FactorName, string> = {
    skills:
      job.skills.length === 0
        ? 'The job lists no skills'
        : `${matched.length} of ${job.skills.length} skills matched`,
    experience: experienceNote(facts),
    education: educationNote(facts),
    place: PLACE_NOTES[facts.place](job.placeLabel),
    jobType: jobTypeNote(facts, job.jobType),
  };
  const factors = Object.fromEntries(
    FACTORS.map((name) => [name, factor(points[name], MATCH_WEIGHTS[name], notes[name])]),
  ) as Record<FactorName, FactorScore>;
  return {
    score,
    factors,
    matchedSkills: matched,
    missingSkills: missing,
    hints: hints(candidate, job, facts, score),
  };
}

function factor(earned: number, possible: number, note: string): FactorScore {
  return { earned: round(earned, 2), possible, share: possible > 0 ? round(earned / possible, 3) : 0, note };
}

function splitSkills(vocabulary: SkillVocabulary, candidate: CandidateProfile, job: JobProfile) {
  const own = new Map(candidate.skills.map((s) => [s.key, s]));
  const matched: MatchedSkill[] = [];
  const missing: SkillRef[] = [];
  for (const skill of job.skills) {
    const units = candidate.credits.get(skill.key) ?? 0;
    const held = own.get(skill.key);
    if (held) {
      matched.push({ ...ref(skill), level: held.level, credit: units / 100, via: 'skill' });
      continue;
    }
    // The credit came from the best related skill the candidate holds: find it to name it.
    const source = candidate.skills
      .filter((s) => vocabulary.relatedKeys(s.key).includes(skill.key) && relatedUnits(s.level) === units)
      .at(0);
    if (units > 0 && source) {
      matched.push({
        ...ref(skill),
        level: source.level,
        credit: units / 100,
        via: 'related',
        relatedTo: ref(source),
      });
    } else missing.push(ref(skill));
  }
  return { matched, missing };
}

function hints(candidate: CandidateProfile, job: JobProfile, facts: MatchFacts, score: number): MatchHint[] {
  const found: MatchHint[] = [];
  const addedUnits = directUnits(SKILL_CREDIT.hintLevel);
  for (const skill of job.skills) {
    const units = candidate.credits.get(skill.key) ?? 0;
    if (units >= addedUnits) continue;
    const gain = scoreFacts({ ...facts, skillUnits: facts.skillUnits - units + addedUnits }) - score;
    if (gain > 0)
      found.push({
        kind: 'add-skill',
        message: `Add ${skill.name} to raise this match`,
        skill: ref(skill),
        gain,
      });
  }
  const experienceGain = scoreFacts({ ...facts, years: facts.requiredYears }) - score;
  if (experienceGain > 0) {
    found.push({
      kind: 'experience',
      message: `This job asks for ${years(facts.requiredYears)} of experience`,
      gain: experienceGain,
    });
  }
  const educationGain = scoreFacts({ ...facts, degree: facts.requiredDegree }) - score;
  if (educationGain > 0) {
    const label = DEGREE_LABELS[facts.requiredDegree as DegreeLevel];
    found.push({ kind: 'education', message: `This job asks for ${label}`, gain: educationGain });
  }
  if (facts.place === 'unknown') {
    const gain = scoreFacts({ ...facts, place: 'sameCity' }) - score;
    if (gain > 0)
      found.push({ kind: 'add-place', message: 'Add your city and country to compare places', gain });
  }
  // Stable sort: equal gains keep the job's order of skills, then the order above.
  return found.sort((a, b) => b.gain - a.gain).slice(0, MAX_HINTS);
}

function experienceNote(facts: MatchFacts): string {
  if (facts.requiredYears <= 0) return 'No experience required';
  return `${years(facts.requiredYears)} asked, ${years(facts.years)} on the profile`;
}

function educationNote(facts: MatchFacts): string {
  if (facts.requiredDegree <= 0) return 'No degree required';
  const asked = DEGREE_LABELS[facts.requiredDegree as DegreeLevel];
  return `Asks for ${asked}; the profile shows ${DEGREE_LABELS[facts.degree as DegreeLevel]}`;
}

function jobTypeNote(facts: MatchFacts, jobType: string): string {
  if (!facts.hasPreferences) return 'No job-type preference';
  return facts.preferred ? `${jobType} is a preferred job type` : `${jobType} is not a preferred job type`;
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
