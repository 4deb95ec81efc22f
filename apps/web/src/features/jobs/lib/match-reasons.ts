import { SCORE_BAND_LABELS, type MatchExplanation } from '@tandem/contract';

export interface MatchReasons {
  /** 'Strong fit', 'Good fit', 'Worth a look' or 'Not a match' (docs/product.md section C14). */
  band: string;
  matched: string[];
  /** 'JavaScript, related to React': part credit, neither matched nor missing. */
  related: string[];
  missing: string[];
  /** The engine's one line per factor (experience, education, place, what you look for). */
  notes: string[];
  /** What would raise the score most, when the engine says. */
  hint: string | null;
}

/** The matching engine's explanation (GET /api/matching/match/, the contract's schema) as the modal's reasons. */
export function reasonsFromExplanation(explanation: MatchExplanation): MatchReasons {
  const { skills: _skills, ...others } = explanation.factors;
  return {
    band: SCORE_BAND_LABELS[explanation.band],
    matched: explanation.matchedSkills.map((skill) => skill.name),
    related: explanation.relatedSkills.map((skill) => `${skill.relatedTo.name}, related to ${skill.name}`),
    missing: explanation.missingSkills.map((skill) => skill.name),
    notes: Object.values(others).flatMap((factor) => (factor.note ? [factor.note] : [])),
    hint: explanation.hints[0]?.message ?? null,
  };
}
