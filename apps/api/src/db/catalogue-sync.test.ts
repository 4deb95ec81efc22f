import { expect, it } from 'vitest';
import { describeEachDialect } from '../test/app.ts';
import { skillKey, syncSkillCatalogue } from './catalogue-sync.ts';

describeEachDialect('the skill catalogue sync', (ctx) => {
  const idOf = async (name: string) =>
    (await ctx.db.selectFrom('catalogue_skills').select('id').where('name_key', '=', skillKey(name)).executeTakeFirstOrThrow()).id;
  const relationsOf = async (skillId: number) =>
    (await ctx.db.selectFrom('skill_relations').select('related_skill_id').where('skill_id', '=', skillId).execute()).map((row) => row.related_skill_id);

  it('deletes a relation the code no longer names, keeps those it names, and adds no skill the second time', async () => {
    const [javascript, css, typescript] = [await idOf('JavaScript'), await idOf('CSS'), await idOf('TypeScript')];
    // As a database synced by an earlier release holds it.
    await ctx.db.insertInto('skill_relations').values({ skill_id: javascript, related_skill_id: css }).execute();
    expect(await relationsOf(javascript)).toContain(css);

    expect(await syncSkillCatalogue(ctx.db)).toEqual({ added: 0 });

    const related = await relationsOf(javascript);
    expect(related).not.toContain(css);
    expect(related).toContain(typescript);
  });
});
