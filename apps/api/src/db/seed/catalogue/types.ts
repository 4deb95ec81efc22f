/** One skill in the catalogue: its canonical display name, the other names people type, and nearby skills. */
export interface CatalogueSkill {
  name: string;
  aliases: string[];
  related: string[];
}

export interface CatalogueCategory {
  name: string;
  description: string;
  skills: CatalogueSkill[];
}

/** Compact authoring form: [name, aliases?, related?]. Related entries are canonical names. */
export type SkillRow = readonly [name: string, aliases?: readonly string[], related?: readonly string[]];

export function defineCategory(
  name: string,
  description: string,
  rows: readonly SkillRow[],
): CatalogueCategory {
  return {
    name,
    description,
    skills: rows.map(([skillName, aliases = [], related = []]) => ({
      name: skillName,
      aliases: [...aliases],
      related: [...related],
    })),
  };
}
