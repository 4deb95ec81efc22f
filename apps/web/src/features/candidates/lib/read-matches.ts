import type { MatchExplanation, MatchResult, Page } from '@tandem/contract';

// The matching engine's answer to GET /api/matching/match/?job=<id>, typed by the contract's MatchResult
// (the server answers it strictly), turned into what the screens show.

export type FactorKey = keyof MatchExplanation['factors'];

export const FACTOR_LABELS: Record<FactorKey, string> = {
  skills: 'Skills',
  experience: 'Experience',
  education: 'Education',
  place: 'Place',
  preferences: 'What they look for',
};

export interface MatchedSkill {
  name: string;
  /** The candidate's level, 0 to 10. */
  level: number | null;
}

/** A job skill credited in part through a skill the candidate holds: 'JavaScript, related to React'. */
export interface RelatedSkill {
  name: string;
  relatedTo: string;
  level: number;
}

export interface MatchFactor {
  key: FactorKey;
  label: string;
  /** 0 to 1. */
  share: number;
  earned: number;
  possible: number;
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
  /** Every skill on the candidate's profile, strongest first. */
  skills: ProfileSkill[];
  /** The stage of the candidate's application to this job, or null when they have not applied. */
  applicationStatus: string | null;
  /** 0 to 100. */
  score: number;
  /** Job skills held exactly: the only ones in 'x of y skills matched'. */
  matched: MatchedSkill[];
  related: RelatedSkill[];
  missing: string[];
  factors: MatchFactor[];
  hints: string[];
}

/** The screens' reading of one explanation: skills matched, related and missing, each factor, the hints. */
export function readExplanation(explanation: MatchExplanation) {
  return {
    matched: explanation.matchedSkills.map(({ name, level }) => ({ name, level })),
    related: explanation.relatedSkills.map(({ name, relatedTo, level }) => ({ name, relatedTo: relatedTo.name, level })),
    missing: explanation.missingSkills.map((skill) => skill.name),
    factors: (Object.keys(FACTOR_LABELS) as FactorKey[]).map((key) => ({
      key,
      label: FACTOR_LABELS[key],
      ...explanation.factors[key],
    })),
    hints: explanation.hints.map((hint) => hint.message),
  };
}

/** One ranked candidate, or null when the row carries no candidate (a job or opportunity row). */
export function readMatch(item: MatchResult): CandidateMatch | null {
  const candidate = item.candidate;
  if (!candidate) return null;
  return {
    candidateId: candidate.id,
    name: candidate.name || `Candidate ${candidate.id}`,
    title: candidate.title,
    place: [candidate.city, candidate.country].filter(Boolean).join(', '),
    photo: candidate.profile_picture || null,
    skills: candidate.skills.map(({ name, score }) => ({ name, level: score })),
    applicationStatus: candidate.application?.status ?? null,
    score: item.score,
    ...readExplanation(item.explanation),
  };
}

/** The ranked candidates of a page, best first. */
export function readMatches(page: Page<MatchResult>): CandidateMatch[] {
  return page.results.flatMap((item) => readMatch(item) ?? []);
}
