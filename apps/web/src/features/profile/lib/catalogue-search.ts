import type { CatalogueSkill } from '../api/get-skill-catalogue';

const key = (text: string) => text.trim().toLocaleLowerCase();

/** The profile already lists this skill (names compare without case). */
export const hasSkill = (names: readonly string[], name: string): boolean =>
  names.some((existing) => key(existing) === key(name));

/**
 * Catalogue skills matching the search text without regard to case (in the name or an alias), leaving out those
 * already on the profile; names that start with the text come first.
 */
export function searchCatalogue(
  catalogue: readonly CatalogueSkill[],
  text: string,
  taken: readonly string[],
  limit = 50,
): CatalogueSkill[] {
  const query = key(text);
  const available = catalogue.filter((skill) => !hasSkill(taken, skill.name));
  if (!query) return available.slice(0, limit);
  const starts: CatalogueSkill[] = [];
  const contains: CatalogueSkill[] = [];
  for (const skill of available) {
    const name = key(skill.name);
    if (name.startsWith(query)) starts.push(skill);
    else if (name.includes(query) || skill.aliases.some((alias) => key(alias).includes(query)))
      contains.push(skill);
  }
  return [...starts, ...contains].slice(0, limit);
}

/** The catalogue entry the text names exactly (name or alias, any case), if any. */
export const findCatalogueSkill = (
  catalogue: readonly CatalogueSkill[],
  text: string,
): CatalogueSkill | undefined =>
  catalogue.find((skill) => key(skill.name) === key(text)) ??
  catalogue.find((skill) => skill.aliases.some((alias) => key(alias) === key(text)));
