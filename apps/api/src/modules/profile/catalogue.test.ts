import { expect, it } from 'vitest';
import { Agent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';

describeEachDialect('skill catalogue', (ctx) => {
  const anonymous = () => new Agent(ctx.app);

  it('pages the catalogue publicly: limit=1000 answers 1000, limit=1001 is refused', async () => {
    const total = Number(
      (
        await ctx.db
          .selectFrom('catalogue_skills')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(total).toBeGreaterThan(1000);
    const page = await anonymous().get('/api/matching-skills/?limit=1000');
    expect(page.statusCode).toBe(200);
    expect(page.json().count).toBe(total);
    expect(page.json().results).toHaveLength(1000);
    expect(page.json().next).toBe('/api/matching-skills/?limit=1000&offset=1000');
    // The O*NET catalogue is over 2,000 skills: every page after the first, followed by `next`, holds the rest.
    const all: { id: number }[] = [...page.json().results];
    for (let next: string | null = page.json().next; next; ) {
      const more = (await anonymous().get(next)).json() as { results: { id: number }[]; next: string | null };
      expect(more.results.length).toBeLessThanOrEqual(1000);
      all.push(...more.results);
      next = more.next;
    }
    const ids = new Set(all.map((skill) => skill.id));
    expect(ids.size).toBe(total);
    expect((await anonymous().get('/api/matching-skills/?limit=1001')).statusCode).toBe(400);
    expect((await anonymous().get('/api/matching-skills/')).json().results).toHaveLength(20);
  });

  it('answers each skill with its category and aliases', async () => {
    const response = await anonymous().get('/api/matching-skills/?search=javascript');
    const javascript = response.json().results[0];
    expect(javascript).toEqual({
      id: expect.any(Number),
      name: 'JavaScript',
      category: expect.any(Number),
      category_name: 'Software Engineering',
      aliases: ['ECMAScript', 'ES6', 'JS'],
    });
    expect((await anonymous().get(`/api/matching-skills/${javascript.id}/`)).json()).toEqual(javascript);
    expect((await anonymous().get('/api/matching-skills/999999/')).statusCode).toBe(404);
  });

  it('searches names and aliases case-insensitively, exact and prefix matches first', async () => {
    const names = async (search: string) =>
      (await anonymous().get(`/api/matching-skills/?limit=1000&search=${encodeURIComponent(search)}`))
        .json()
        .results.map((skill: { name: string }) => skill.name);
    const java = await names('JAVA');
    expect(java[0]).toBe('Java');
    expect(java).toContain('JavaScript');
    expect(await names('golang')).toEqual(['Go']);
    expect(await names('ecmascr')).toEqual(['JavaScript']);
  });

  it('matches % and _ in the search text literally', async () => {
    expect((await anonymous().get('/api/matching-skills/?search=%25')).json().count).toBe(0);
    expect((await anonymous().get('/api/matching-skills/?search=_')).json().count).toBe(0);
  });

  it('filters by category', async () => {
    const categories = (await anonymous().get('/api/skill-categories/?limit=1000')).json().results as {
      id: number;
      name: string;
      skill_count: number;
    }[];
    const software = categories.find((category) => category.name === 'Software Engineering');
    const page = await anonymous().get(`/api/matching-skills/?limit=1000&category=${software?.id}`);
    expect(page.json().count).toBe(software?.skill_count);
    expect(new Set(page.json().results.map((skill: { category: number }) => skill.category))).toEqual(
      new Set([software?.id]),
    );
  });

  it('lists the categories with their skill counts, publicly', async () => {
    const response = await anonymous().get('/api/skill-categories/?limit=1000');
    expect(response.statusCode).toBe(200);
    const { count, results } = response.json() as {
      count: number;
      results: { id: number; name: string; description: string; skill_count: number }[];
    };
    expect(results).toHaveLength(count);
    const total = Number(
      (
        await ctx.db
          .selectFrom('catalogue_skills')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(results.reduce((sum, category) => sum + category.skill_count, 0)).toBe(total);
    const first = results[0];
    expect(first).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      description: expect.any(String),
      skill_count: expect.any(Number),
    });
    expect((await anonymous().get(`/api/skill-categories/${first?.id}/`)).json()).toEqual(first);
    expect((await anonymous().get('/api/skill-categories/999999/')).statusCode).toBe(404);
  });

  it.each([
    'search=%27%20OR%201%3D1--',
    "search=')%20UNION%20SELECT%20*%20FROM%20users--",
    'search=%00',
    'search=%E2%80%AE',
    `search=${'a'.repeat(101)}`,
    'search[$ne]=x',
    'search=a&search=b',
    'category=abc',
    'category=99999999999',
    'limit=abc',
    'offset=-5',
  ])('answers %s with 400 or an empty list, never a server error', async (query) => {
    const response = await anonymous().get(`/api/matching-skills/?${query}`);
    expect([200, 400]).toContain(response.statusCode);
    if (response.statusCode === 200) expect(response.json().results).toEqual([]);
  });
});
