import { AUTHORED_CATALOGUE } from './authored.ts';
import { ONET_CATALOGUE } from './onet.generated.ts';
import type { OnetCatalogue } from './onet-types.ts';
import { defineCategory, type CatalogueCategory } from './types.ts';

export type { CatalogueCategory, CatalogueSkill } from './types.ts';
export { ONET_TECHNOLOGIES } from './onet-technologies.generated.ts';

const unique = (values: readonly string[]): string[] => [...new Set(values)];

/** The hand-written catalogue with O*NET's names and relations added, then O*NET's own new categories. */
export function mergeOnet(authored: readonly CatalogueCategory[], onet: OnetCatalogue): CatalogueCategory[] {
  const extended = authored.map((category) => ({
    ...category,
    skills: category.skills.map((skill) => {
      const more = onet.extend[skill.name];
      if (!more) return skill;
      return {
        name: skill.name,
        aliases: unique([...skill.aliases, ...more.aliases]),
        related: unique([...skill.related, ...more.related]).filter((name) => name !== skill.name),
      };
    }),
  }));
  return [...extended, ...onet.categories.map(({ name, description, rows }) => defineCategory(name, description, rows))];
}

/**
 * The skill catalogue: the hand-written one (authored.ts), then what O*NET adds (onet.generated.ts, made by
 * scripts/onet-catalogue.ts). Each skill belongs to exactly one category; names are unique
 * case-insensitively, aliases never collide with any name or other alias, and `related` entries are
 * canonical names of other skills in the catalogue (see catalogue.test.ts).
 */
export const SKILL_CATALOGUE: readonly CatalogueCategory[] = mergeOnet(AUTHORED_CATALOGUE, ONET_CATALOGUE);
