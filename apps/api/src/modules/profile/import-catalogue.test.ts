import { expect, it } from 'vitest';
import { describeEachDialect } from '../../test/app.ts';
import { importVocabulary } from './import/catalogue.ts';

// The import looks skills up inside a parse-pool worker, which opens no database: it builds the catalogue from the
// code (import/catalogue.ts). That is only right while the database holds exactly the same names and aliases.
describeEachDialect("the import's catalogue in the worker", (ctx) => {
  it('names the same skills, with the same aliases, as the catalogue in the database', async () => {
    const skills = await ctx.db.selectFrom('catalogue_skills').select(['id', 'name']).execute();
    const aliases = await ctx.db.selectFrom('skill_aliases').select(['skill_id', 'alias']).execute();
    const names = new Map(skills.map((skill) => [skill.id, skill.name]));
    const inDatabase = new Map<string, string[]>(skills.map((skill) => [skill.name, []]));
    for (const { skill_id, alias } of aliases) inDatabase.get(names.get(skill_id) ?? '')?.push(alias);
    const inWorker = new Map(importVocabulary().skills.map((skill) => [skill.name, skill.spellings.slice(1)]));
    const sorted = (map: Map<string, string[]>) => [...map.entries()].map(([name, list]) => [name, [...list].sort()]).sort(([a], [b]) => String(a).localeCompare(String(b)));
    expect(inWorker.size).toBeGreaterThan(1000);
    expect(sorted(inWorker)).toEqual(sorted(inDatabase));
  });
});
