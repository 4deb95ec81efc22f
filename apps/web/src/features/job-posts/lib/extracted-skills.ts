const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function nameOf(item: unknown): string | null {
  if (typeof item === 'string') return item;
  if (isRecord(item) && typeof item.name === 'string') return item.name;
  if (isRecord(item) && typeof item.skill === 'string') return item.skill;
  return null;
}

/**
 * The skill names in what extract-skills answers. The engine is being built alongside this page, so the list is
 * read from a bare array or from `skills` / `results`, of names or of objects with a `name`.
 */
export function readSkillNames(answer: unknown): string[] {
  const list = Array.isArray(answer)
    ? answer
    : isRecord(answer)
      ? [answer.skills, answer.results, answer.extracted].find(Array.isArray)
      : undefined;
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  const names: string[] = [];
  for (const item of list) {
    const name = nameOf(item)?.trim();
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push(name);
  }
  return names;
}
