// The matching engine's answer to GET /api/matching/match/?job=<id>, read defensively: the engine's HTTP shape is
// being built alongside this screen, so names in camelCase and snake_case, nested or flat, are all understood.

export type FactorKey = 'skills' | 'experience' | 'education' | 'place' | 'jobType';

export const FACTOR_LABELS: Record<string, string> = {
  skills: 'Skills',
  experience: 'Experience',
  education: 'Education',
  place: 'Place',
  jobType: 'Job type',
  job_type: 'Job type',
};

export interface MatchedSkill {
  name: string;
  /** The candidate's level, 0 to 10, when the engine gives it. */
  level: number | null;
  /** Credited through a related skill rather than the skill itself. */
  related: boolean;
}

export interface MatchFactor {
  key: string;
  label: string;
  /** 0 to 1, or null when not given. */
  share: number | null;
  earned: number | null;
  possible: number | null;
  note: string;
}

export interface ProfileSkill {
  name: string;
  /** 0 to 10. */
  level: number | null;
}

export interface CandidateMatch {
  candidateId: number;
  name: string;
  title: string;
  place: string;
  photo: string | null;
  /** Every skill on the candidate's profile, strongest first, when the answer carries them. */
  skills: ProfileSkill[];
  /** The stage of the candidate's application to this job, or null when they have not applied. */
  applicationStatus: string | null;
  /** 0 to 100, or null when the engine gave no score. */
  score: number | null;
  matched: MatchedSkill[];
  missing: string[];
  factors: MatchFactor[];
  hints: string[];
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (...values: unknown[]): string => {
  for (const value of values) if (typeof value === 'string' && value.trim()) return value.trim();
  return '';
};
const num = (...values: unknown[]): number | null => {
  for (const value of values) if (typeof value === 'number' && Number.isFinite(value)) return value;
  return null;
};
const list = (...values: unknown[]): unknown[] => (values.find(Array.isArray) as unknown[] | undefined) ?? [];

function readMatched(value: unknown): MatchedSkill | null {
  if (typeof value === 'string') return value.trim() ? { name: value.trim(), level: null, related: false } : null;
  if (!isRecord(value)) return null;
  const name = text(value.name, value.skill, value.skill_name);
  if (!name) return null;
  return { name, level: num(value.level, value.score, value.proficiency), related: value.via === 'related' || value.related === true };
}

function readFactors(value: unknown): MatchFactor[] {
  const entries: Array<[string, unknown]> = Array.isArray(value)
    ? value.filter(isRecord).map((item) => [text(item.name, item.key, item.factor), item])
    : isRecord(value)
      ? Object.entries(value)
      : [];
  return entries
    .filter(([key]) => key !== '')
    .map(([key, raw]) => {
      const item = isRecord(raw) ? raw : { share: raw };
      const earned = num(item.earned, item.points);
      const possible = num(item.possible, item.weight, item.max);
      const share = num(item.share) ?? (earned !== null && possible ? earned / possible : null);
      return { key, label: FACTOR_LABELS[key] ?? key, share, earned, possible, note: text(item.note, item.reason) };
    });
}

function readPlace(source: Json): string {
  return [text(source.city), text(source.country)].filter(Boolean).join(', ') || text(source.location, source.place);
}

/** One ranked candidate, or null when the item names no candidate. */
export function readMatch(item: unknown): CandidateMatch | null {
  if (!isRecord(item)) return null;
  const candidate = isRecord(item.candidate) ? item.candidate : isRecord(item.user) ? item.user : {};
  const explanation = isRecord(item.explanation) ? item.explanation : item;
  const candidateId = num(item.candidate_id, item.candidateId, candidate.id, item.user_id, typeof item.candidate === 'number' ? item.candidate : undefined, item.id);
  if (candidateId === null) return null;
  const score = num(item.score, item.match_score, explanation.score);
  const application = isRecord(candidate.application) ? candidate.application : isRecord(item.application) ? item.application : null;
  return {
    candidateId,
    name: text(item.name, item.candidate_name, candidate.name) || `Candidate ${candidateId}`,
    title: text(item.title, candidate.title),
    place: readPlace(candidate) || readPlace(item),
    photo: text(candidate.profile_picture, item.profile_picture) || null,
    skills: list(candidate.skills, item.skills)
      .map(readMatched)
      .filter((skill): skill is MatchedSkill => skill !== null)
      .map(({ name, level }) => ({ name, level })),
    applicationStatus: application ? text(application.status) || null : null,
    score: score === null ? null : Math.round(Math.min(100, Math.max(0, score))),
    matched: list(explanation.matchedSkills, explanation.matched_skills, explanation.skills_matched)
      .map(readMatched)
      .filter((skill): skill is MatchedSkill => skill !== null),
    missing: list(explanation.missingSkills, explanation.missing_skills, explanation.skills_missing)
      .map((skill) => (typeof skill === 'string' ? skill.trim() : isRecord(skill) ? text(skill.name, skill.skill) : ''))
      .filter(Boolean),
    factors: readFactors(explanation.factors),
    hints: list(explanation.hints)
      .map((hint) => (typeof hint === 'string' ? hint : isRecord(hint) ? text(hint.message) : ''))
      .filter(Boolean),
  };
}

/** The ranked candidates of an answer: a bare list, or under results / candidates / matches; best first. */
export function readMatches(answer: unknown): CandidateMatch[] {
  const items = Array.isArray(answer)
    ? answer
    : isRecord(answer)
      ? list(answer.results, answer.candidates, answer.matches)
      : [];
  const matches = items.map(readMatch).filter((match): match is CandidateMatch => match !== null);
  return matches.sort((a, b) => (b.score ?? -1) - (a.score ?? -1));
}
