export interface MatchReasons {
  matched: string[];
  missing: string[];
  /** The engine's one line per factor (experience, education, place, job type), when it explained the score. */
  notes: string[];
  /** What would raise the score most, when the engine says. */
  hint: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const names = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap((item) => (isRecord(item) && typeof item.name === 'string' ? [item.name] : []))
    : [];

/**
 * The matching engine's explanation (GET /api/matching/match/) as reasons: matched and missing skills, each
 * factor's note but the skills one (the lists say it), and the first hint. Null when it is not an explanation.
 */
export function reasonsFromExplanation(explanation: unknown): MatchReasons | null {
  if (!isRecord(explanation) || !Array.isArray(explanation.matchedSkills)) return null;
  const factors = isRecord(explanation.factors) ? explanation.factors : {};
  const notes = Object.entries(factors).flatMap(([name, factor]) =>
    name !== 'skills' && isRecord(factor) && typeof factor.note === 'string' && factor.note
      ? [factor.note]
      : [],
  );
  const [firstHint] = Array.isArray(explanation.hints) ? explanation.hints : [];
  return {
    matched: names(explanation.matchedSkills),
    missing: names(explanation.missingSkills),
    notes,
    hint: isRecord(firstHint) && typeof firstHint.message === 'string' ? firstHint.message : null,
  };
}
