import {
  CatalogueSkillAnswer,
  catalogueSearch,
  profileRecordId,
  SkillCategoryAnswer,
} from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { skillKey } from '../../../db/catalogue-sync.ts';
import { notFound } from '../../../lib/http-errors.ts';
import { pageOf, pageWindow, toPage } from '../../../lib/pagination.ts';
import { errorResponses } from '../../../lib/schemas.ts';
import { IdParams, listQuery } from '../shared/query.ts';

const tags = ['skill catalogue'];
const SkillsQuery = listQuery({ search: catalogueSearch.optional(), category: profileRecordId.optional() });

/** User text inside LIKE matches itself only: %, _ and the escape character are escaped. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

async function aliasesOf(db: Db, skillIds: number[]): Promise<Map<number, string[]>> {
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

async function presentSkills(
  db: Db,
  rows: { id: number; name: string; category_id: number | null; category_name: string | null }[],
) {
  const aliases = await aliasesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row): CatalogueSkillAnswer => ({
    id: row.id,
    name: row.name,
    category: row.category_id,
    category_name: row.category_name,
    aliases: aliases.get(row.id) ?? [],
  }));
}

/** The skill catalogue and its categories: public, read-only reference data. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/matching-skills/',
    {
      schema: {
        tags,
        summary:
          'The skill catalogue (up to 1000 a page), searchable by name or alias, any case; exact and prefix matches first.',
        querystring: SkillsQuery,
        response: { 200: pageOf(CatalogueSkillAnswer), 400: errorResponses[400] },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const { category } = request.query;
      const search = request.query.search ? skillKey(request.query.search) : '';
      let skills = catalogueSkills(app.db);
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
      return toPage(request, window, Number(total.count), await presentSkills(app.db, rows));
    },
  );

  app.get(
    '/api/matching-skills/:id/',
    {
      schema: {
        tags,
        summary: 'One catalogue skill with its aliases.',
        params: IdParams,
        response: { 200: CatalogueSkillAnswer, 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request) => {
      const row = await catalogueSkills(app.db)
        .where('catalogue_skills.id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw notFound();
      return (await presentSkills(app.db, [row]))[0];
    },
  );

  const categories = () =>
    app.db
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
  const presentCategory = (row: {
    id: number;
    name: string;
    description: string;
    skill_count: number | null;
  }): SkillCategoryAnswer => ({
    ...row,
    skill_count: Number(row.skill_count ?? 0),
  });

  app.get(
    '/api/skill-categories/',
    {
      schema: {
        tags,
        summary: 'Skill categories with how many catalogue skills each holds.',
        querystring: listQuery({}),
        response: { 200: pageOf(SkillCategoryAnswer), 400: errorResponses[400] },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const [total, rows] = await Promise.all([
        app.db
          .selectFrom('skill_categories')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow(),
        categories()
          .orderBy('skill_categories.name')
          .orderBy('skill_categories.id')
          .limit(window.limit)
          .offset(window.offset)
          .execute(),
      ]);
      return toPage(request, window, Number(total.count), rows.map(presentCategory));
    },
  );

  app.get(
    '/api/skill-categories/:id/',
    {
      schema: {
        tags,
        summary: 'One skill category.',
        params: IdParams,
        response: { 200: SkillCategoryAnswer, 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request) => {
      const row = await categories().where('skill_categories.id', '=', request.params.id).executeTakeFirst();
      if (!row) throw notFound();
      return presentCategory(row);
    },
  );
};
