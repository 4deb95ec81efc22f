import type { CatalogueSkillAnswer } from '@tandem/contract';
import type { Db } from '../../../db/database.ts';
import { skillKey } from '../../../db/catalogue-sync.ts';
import { notFound } from '../../../lib/http-errors.ts';
import type { PageWindow } from '../../../lib/pagination.ts';
import { presentCatalogueSkill, presentSkillCategory } from './presenter.ts';
import {
  aliasesOf,
  findCatalogueSkill,
  findSkillCategory,
  listCatalogueSkills,
  listSkillCategories,
} from './repository.ts';

/** Skills as answered: each with its aliases, read for the whole page at once. */
async function withAliases(
  db: Db,
  rows: { id: number; name: string; category_id: number | null; category_name: string | null }[],
): Promise<CatalogueSkillAnswer[]> {
  const aliases = await aliasesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentCatalogueSkill(row, aliases.get(row.id) ?? []));
}

/** The search is compared as a skill key (case and spacing folded), as names and aliases are stored. */
export async function searchCatalogue(
  db: Db,
  query: { category?: number | undefined; search?: string | undefined },
  window: PageWindow,
) {
  const search = query.search ? skillKey(query.search) : '';
  const { total, rows } = await listCatalogueSkills(db, { category: query.category, search }, window);
  return { total, skills: await withAliases(db, rows) };
}

export async function readCatalogueSkill(db: Db, id: number): Promise<CatalogueSkillAnswer> {
  const row = await findCatalogueSkill(db, id);
  if (!row) throw notFound();
  const aliases = await aliasesOf(db, [row.id]);
  return presentCatalogueSkill(row, aliases.get(row.id) ?? []);
}

export async function listCategories(db: Db, window: PageWindow) {
  const { total, rows } = await listSkillCategories(db, window);
  return { total, categories: rows.map(presentSkillCategory) };
}

export async function readCategory(db: Db, id: number) {
  const row = await findSkillCategory(db, id);
  if (!row) throw notFound();
  return presentSkillCategory(row);
}
