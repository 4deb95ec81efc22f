import type { CatalogueSkillAnswer, SkillCategoryAnswer } from '@tandem/contract';

// Rows shaped for the API: a column added to the table never leaves the server by accident.
export const presentCatalogueSkill = (
  row: { id: number; name: string; category_id: number | null; category_name: string | null },
  aliases: string[],
): CatalogueSkillAnswer => ({
  id: row.id,
  name: row.name,
  category: row.category_id,
  category_name: row.category_name,
  aliases,
});

export const presentSkillCategory = (row: {
  id: number;
  name: string;
  description: string;
  skill_count: number | null;
}): SkillCategoryAnswer => ({
  ...row,
  skill_count: Number(row.skill_count ?? 0),
});
