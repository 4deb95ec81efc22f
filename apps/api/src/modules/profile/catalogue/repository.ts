import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { PageWindow } from '../../../lib/pagination.ts';

/** User text inside LIKE matches itself only: %, _ and the escape character are escaped. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function catalogueSkills(db: Db) {
  return db
    .selectFrom('catalogue_skills')
    .leftJoin('skill_categories', 'skill_categories.id', 'catalogue_skills.category_id')
    .select([
      'catalogue_skills.id',
      'catalogue_skills.name',
      'catalogue_skills.name_key',
      'catalogue_skills.category_id',
      'skill_categories.name as category_name',
    ]);
}

/**
 * A page of the catalogue, of one category when given; `search` (a skill key) finds names and aliases that
 * contain it, exact and prefix matches first.
 */
export async function listCatalogueSkills(
  db: Db,
  { category, search }: { category: number | undefined; search: string },
  window: PageWindow,
) {
  let skills = catalogueSkills(db);
  if (category !== undefined) skills = skills.where('catalogue_skills.category_id', '=', category);
  if (search) {
    const pattern = `%${likeEscaped(search)}%`;
    skills = skills.where((eb) =>
      eb.or([
        sql<boolean>`${eb.ref('catalogue_skills.name_key')} like ${pattern} escape '\\'`,
        eb.exists(
          eb
            .selectFrom('skill_aliases')
            .select('skill_aliases.id')
            .whereRef('skill_aliases.skill_id', '=', 'catalogue_skills.id')
            .where(sql<boolean>`skill_aliases.alias_key like ${pattern} escape '\\'`),
        ),
      ]),
    );
  }
  let ordered = skills;
  if (search) {
    // Exact and prefix matches first: 'java' finds Java before JavaScript.
    const prefix = `${likeEscaped(search)}%`;
    ordered = ordered.orderBy(
      sql`case when catalogue_skills.name_key = ${search} then 0 when catalogue_skills.name_key like ${prefix} escape '\\' then 1 else 2 end`,
    );
  }
  const [total, rows] = await Promise.all([
    skills
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
    ordered
      .orderBy('catalogue_skills.name_key')
      .orderBy('catalogue_skills.id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ]);
  return { total: Number(total.count), rows };
}

export const findCatalogueSkill = (db: Db, id: number) =>
  catalogueSkills(db).where('catalogue_skills.id', '=', id).executeTakeFirst();

/** Each skill's aliases, in alias order. */
export async function aliasesOf(db: Db, skillIds: number[]): Promise<Map<number, string[]>> {
  const aliases = new Map<number, string[]>();
  if (skillIds.length === 0) return aliases;
  const rows = await db
    .selectFrom('skill_aliases')
    .select(['skill_id', 'alias'])
    .where('skill_id', 'in', skillIds)
    .orderBy('alias_key')
    .execute();
  for (const row of rows) aliases.set(row.skill_id, [...(aliases.get(row.skill_id) ?? []), row.alias]);
  return aliases;
}

/** Categories with how many catalogue skills each holds. */
const categories = (db: Db) =>
  db
    .selectFrom('skill_categories')
    .select((eb) => [
      'skill_categories.id',
      'skill_categories.name',
      'skill_categories.description',
      eb
        .selectFrom('catalogue_skills')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('catalogue_skills.category_id', '=', 'skill_categories.id')
        .as('skill_count'),
    ]);

export async function listSkillCategories(db: Db, window: PageWindow) {
  const [total, rows] = await Promise.all([
    db
      .selectFrom('skill_categories')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
    categories(db)
      .orderBy('skill_categories.name')
      .orderBy('skill_categories.id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ]);
  return { total: Number(total.count), rows };
}

export const findSkillCategory = (db: Db, id: number) =>
  categories(db).where('skill_categories.id', '=', id).executeTakeFirst();
