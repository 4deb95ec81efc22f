import { beforeAll, expect, it } from 'vitest';
import { Agent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import { addSkill, organisationWithJob, signedInCandidate } from '../../test/factories/profile.ts';

describeEachDialect('/api/skill/', (ctx) => {
  let alice: Awaited<ReturnType<typeof signedInCandidate>>;
  let bob: Awaited<ReturnType<typeof signedInCandidate>>;
  let bobsSkill: { id: number };
  const skillsOf = (applicationId: number) =>
    ctx.db
      .selectFrom('profile_skills')
      .select(['name', 'score'])
      .where('application_id', '=', applicationId)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    alice = await signedInCandidate(ctx.app);
    bob = await signedInCandidate(ctx.app);
    bobsSkill = await addSkill(bob.agent, bob.applicationId, 'Python', 8);
  });

  it('adds a catalogue skill by any case or alias, storing the canonical name and the catalogue id', async () => {
    const { agent, applicationId } = await signedInCandidate(ctx.app);
    const byName = await agent.post('/api/skill/', {
      application: applicationId,
      name: '  pYtHoN ',
      score: 7,
    });
    expect(byName.statusCode).toBe(201);
    const python = await ctx.db
      .selectFrom('catalogue_skills')
      .select('id')
      .where('name_key', '=', 'python')
      .executeTakeFirstOrThrow();
    expect(byName.json()).toEqual({
      id: expect.any(Number),
      name: 'Python',
      score: 7,
      skill_id: python.id,
      application: applicationId,
    });
    const byAlias = await agent.post('/api/skill/', { application: applicationId, name: 'Golang' });
    expect(byAlias.statusCode).toBe(201);
    expect(byAlias.json()).toMatchObject({ name: 'Go', score: 5 });
    const list = await agent.get(`/api/skill/?application=${applicationId}`);
    expect(list.json().results.map((skill: { name: string }) => skill.name)).toEqual(['Python', 'Go']);
  });

  it('refuses a skill that is not in the catalogue', async () => {
    const response = await alice.agent.post('/api/skill/', {
      application: alice.applicationId,
      name: 'Underwater Basket Weaving',
      score: 5,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      name: ['Choose a skill from the list: this one is not in the skill catalogue.'],
    });
    expect(await skillsOf(alice.applicationId)).toEqual([]);
  });

  it('refuses the same skill twice, also through an alias in another case', async () => {
    const { agent, applicationId } = await signedInCandidate(ctx.app);
    await addSkill(agent, applicationId, 'JavaScript', 6);
    for (const name of ['JavaScript', 'javascript', 'js', 'ECMAScript']) {
      const response = await agent.post('/api/skill/', { application: applicationId, name, score: 3 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ name: ['This skill is already on your profile.'] });
    }
    expect(await skillsOf(applicationId)).toEqual([{ name: 'JavaScript', score: 6 }]);
  });

  it('holds "once per profile" when the same skill is added twice at once', async () => {
    const { agent, applicationId } = await signedInCandidate(ctx.app);
    const responses = await Promise.all(
      ['Rust', 'rust', 'RUST'].map((name) => agent.post('/api/skill/', { application: applicationId, name })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400, 400]);
    expect(await skillsOf(applicationId)).toHaveLength(1);
  });

  it.each([11, -1, 5.5, '11', 'high', null, true])('refuses the score %j', async (score) => {
    const response = await alice.agent.post('/api/skill/', {
      application: alice.applicationId,
      name: 'SQL',
      score,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ score: ['Proficiency must be a whole number from 0 to 10.'] });
    expect(await skillsOf(alice.applicationId)).toEqual([]);
  });

  it('accepts the scores 0 and 10, and a score sent as text', async () => {
    const { agent, applicationId } = await signedInCandidate(ctx.app);
    expect(
      (await agent.post('/api/skill/', { application: applicationId, name: 'Excel', score: 0 })).json().score,
    ).toBe(0);
    expect(
      (await agent.post('/api/skill/', { application: applicationId, name: 'Word', score: '10' })).json()
        .score,
    ).toBe(10);
  });

  it('changes the score with PATCH, refusing 11, and removes with DELETE', async () => {
    const { agent, applicationId } = await signedInCandidate(ctx.app);
    const skill = await addSkill(agent, applicationId, 'Docker', 4);
    const patched = await agent.patch(`/api/skill/${skill.id}/`, { score: 9 });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Docker', score: 9 });
    expect((await agent.patch(`/api/skill/${skill.id}/`, { score: 11 })).statusCode).toBe(400);
    expect((await agent.patch(`/api/skill/${skill.id}/`, { ...skill, score: 2 })).json().score).toBe(2);
    expect((await agent.delete(`/api/skill/${skill.id}/`)).statusCode).toBe(204);
    expect(await skillsOf(applicationId)).toEqual([]);
  });

  it('renames a skill only to another catalogue skill not yet on the profile', async () => {
    const { agent, applicationId } = await signedInCandidate(ctx.app);
    const skill = await addSkill(agent, applicationId, 'Java');
    await addSkill(agent, applicationId, 'Kotlin');
    expect((await agent.patch(`/api/skill/${skill.id}/`, { name: 'kotlin' })).json()).toEqual({
      name: ['This skill is already on your profile.'],
    });
    expect((await agent.patch(`/api/skill/${skill.id}/`, { name: 'Klingon' })).statusCode).toBe(400);
    expect((await agent.patch(`/api/skill/${skill.id}/`, { name: 'java se' })).json().name).toBe('Java');
    expect((await agent.patch(`/api/skill/${skill.id}/`, { name: 'Scala' })).json().name).toBe('Scala');
  });

  it("never shows, changes or removes another candidate's skills", async () => {
    expect((await alice.agent.get(`/api/skill/?application=${bob.applicationId}`)).json()).toMatchObject({
      count: 0,
      results: [],
    });
    expect((await alice.agent.get('/api/skill/')).json().results).toEqual([]);
    expect((await alice.agent.get(`/api/skill/${bobsSkill.id}/`)).statusCode).toBe(404);
    expect((await alice.agent.patch(`/api/skill/${bobsSkill.id}/`, { score: 1 })).statusCode).toBe(404);
    expect((await alice.agent.delete(`/api/skill/${bobsSkill.id}/`)).statusCode).toBe(404);
    expect(
      (await alice.agent.post('/api/skill/', { application: bob.applicationId, name: 'Java' })).statusCode,
    ).toBe(404);
    expect(await skillsOf(bob.applicationId)).toEqual([{ name: 'Python', score: 8 }]);
  });

  it('answers 401 without a session', async () => {
    const anonymous = new Agent(ctx.app);
    expect((await anonymous.get('/api/skill/')).statusCode).toBe(401);
    expect((await anonymous.post('/api/skill/', { name: 'Python' })).statusCode).toBe(401);
  });

  it("shows an organisation its applicants' skills only, read-only", async () => {
    const organisation = await organisationWithJob(ctx.app, ctx.db);
    expect((await organisation.agent.get(`/api/skill/?application=${bob.applicationId}`)).json().count).toBe(
      0,
    );
    await organisation.applyTo(bob.user.id);
    expect(
      (await organisation.agent.get(`/api/skill/?application=${bob.applicationId}`)).json().results,
    ).toEqual([expect.objectContaining({ name: 'Python', score: 8 })]);
    expect((await organisation.agent.patch(`/api/skill/${bobsSkill.id}/`, { score: 1 })).statusCode).toBe(
      403,
    );
    expect((await organisation.agent.post('/api/skill/', { name: 'Python' })).statusCode).toBe(403);
  });

  it.each(['application=abc', 'application[$gt]=1', 'application=1%20OR%201=1', 'application_id=%00'])(
    'answers %s with 400',
    async (query) => {
      expect((await alice.agent.get(`/api/skill/?${query}`)).statusCode).toBe(400);
    },
  );

  it.each([{ name: 'Py\u0000thon' }, { name: ['Python'] }, { name: '' }, { name: 'x'.repeat(10_000) }])(
    'refuses the name %j without a server error',
    async (body) => {
      const response = await alice.agent.post('/api/skill/', { application: alice.applicationId, ...body });
      expect(response.statusCode).toBe(400);
    },
  );
});
