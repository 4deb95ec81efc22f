import type { Db } from './database.ts';
import { SKILL_CATALOGUE } from './seed/catalogue/index.ts';

export const skillKey = (name: string) => name.trim().toLowerCase();

/** Rows per INSERT: well under SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 200;

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

/**
 * Brings the skill catalogue in the database up to the one in the code: reference data, synced after every
 * migration, safe to run often. Skills, categories and aliases are only added (profiles and jobs point at skills);
 * relations are the code's alone (nothing points at them), so one the code no longer names is deleted.
 */
export async function syncSkillCatalogue(db: Db): Promise<{ added: number }> {
  return db.transaction().execute(async (trx) => {
    const knownCategories = new Set((await trx.selectFrom('skill_categories').select('name').execute()).map((row) => row.name));
    const newCategories = SKILL_CATALOGUE.filter((category) => !knownCategories.has(category.name));
    if (newCategories.length > 0) {
      await trx
        .insertInto('skill_categories')
        .values(newCategories.map(({ name, description }) => ({ name, description })))
        .execute();
    }
    const categoryIds = new Map(
      (await trx.selectFrom('skill_categories').select(['id', 'name']).execute()).map((row) => [row.name, row.id]),
    );

    const knownSkills = new Set((await trx.selectFrom('catalogue_skills').select('name_key').execute()).map((row) => row.name_key));
    const newSkills = SKILL_CATALOGUE.flatMap((category) =>
      category.skills
        .filter((skill) => !knownSkills.has(skillKey(skill.name)))
        .map((skill) => ({ name: skill.name, name_key: skillKey(skill.name), category_id: categoryIds.get(category.name) ?? null })),
    );
    await insertInChunks(newSkills, (chunk) => trx.insertInto('catalogue_skills').values(chunk).execute());
    const skillIds = new Map(
      (await trx.selectFrom('catalogue_skills').select(['id', 'name_key']).execute()).map((row) => [row.name_key, row.id]),
    );

    const knownAliases = new Set((await trx.selectFrom('skill_aliases').select('alias_key').execute()).map((row) => row.alias_key));
    const knownRelations = new Set(
      (await trx.selectFrom('skill_relations').select(['skill_id', 'related_skill_id']).execute()).map(
        (row) => `${row.skill_id}:${row.related_skill_id}`,
      ),
    );
    const aliases: { skill_id: number; alias: string; alias_key: string }[] = [];
    const relations: { skill_id: number; related_skill_id: number }[] = [];
    const namedRelations = new Set<string>();
    for (const skill of SKILL_CATALOGUE.flatMap((category) => category.skills)) {
      const skillId = skillIds.get(skillKey(skill.name));
      if (skillId === undefined) continue;
      for (const alias of skill.aliases) {
        const key = skillKey(alias);
        if (knownAliases.has(key) || skillIds.has(key)) continue;
        knownAliases.add(key);
        aliases.push({ skill_id: skillId, alias, alias_key: key });
      }
      for (const relatedName of skill.related) {
        const relatedId = skillIds.get(skillKey(relatedName));
        const pair = `${skillId}:${relatedId}`;
        namedRelations.add(pair);
        if (relatedId === undefined || relatedId === skillId || knownRelations.has(pair)) continue;
        knownRelations.add(pair);
        relations.push({ skill_id: skillId, related_skill_id: relatedId });
      }
    }
    await insertInChunks(aliases, (chunk) => trx.insertInto('skill_aliases').values(chunk).execute());
    await insertInChunks(relations, (chunk) => trx.insertInto('skill_relations').values(chunk).execute());
    for (const pair of knownRelations) {
      if (namedRelations.has(pair)) continue;
      const [skillId, relatedId] = pair.split(':').map(Number) as [number, number];
      await trx.deleteFrom('skill_relations').where('skill_id', '=', skillId).where('related_skill_id', '=', relatedId).execute();
    }
    return { added: newSkills.length };
  });
}
