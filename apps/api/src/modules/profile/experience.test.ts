import { beforeAll, expect, it } from 'vitest';
import { Agent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import { addExperience, aliceAndBob, buildExperience, organisationWithJob, signedInCandidate, countEntries, type Candidate } from '../../test/factories/profile.ts';

describeEachDialect('/api/experience/', (ctx) => {
  let alice: Candidate, bob: Candidate, bobsEntry: { id: number };
  const count = (applicationId: number) => countEntries(ctx.db, 'experience', applicationId);

  beforeAll(async () => {
    ({ alice, bob, bobsEntry } = await aliceAndBob(ctx.app, (candidate) => addExperience(candidate.agent, candidate.applicationId, { company: 'Bob Corp' })));
  });

  it('adds an entry with every field, is_remote a boolean both ways, and lists it by application', async () => {
    const { agent, applicationId } = await signedInCandidate(ctx.app);
    const response = await agent.post('/api/experience/', {
      ...buildExperience({ is_remote: true }),
      application: applicationId,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      ...buildExperience({ is_remote: true, end_date: null }),
      application: applicationId,
    });
    const list = await agent.get(`/api/experience/?application_id=${applicationId}`);
    expect(list.json()).toMatchObject({
      count: 1,
      results: [{ duration: 'Software Developer', is_remote: true }],
    });
    const entry = response.json() as Record<string, unknown>;
    const changed = await agent.patch(`/api/experience/${String(entry.id)}/`, {
      ...entry,
      is_remote: false,
      duration: 'Lead Developer',
    });
    expect(changed.json()).toMatchObject({ is_remote: false, duration: 'Lead Developer' });
  });

  it("accepts the page's blank placeholder entry", async () => {
    const response = await alice.agent.post('/api/experience/', {
      company: '',
      duration: '',
      city: '',
      state: '',
      country: '',
      is_remote: false,
      start_date: '',
      end_date: '',
      responsibilities: '',
      application: alice.applicationId,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      company: '',
      start_date: null,
      end_date: null,
      is_remote: false,
    });
    expect((await alice.agent.delete(`/api/experience/${response.json().id}/`)).statusCode).toBe(204);
  });

  it('refuses a fourth experience with the exact message and writes nothing', async () => {
    const { agent, applicationId } = await signedInCandidate(ctx.app);
    for (const company of ['One', 'Two', 'Three']) await addExperience(agent, applicationId, { company });
    const response = await agent.post('/api/experience/', {
      ...buildExperience({ company: 'Four' }),
      application: applicationId,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: ['Only 3 experiences can be added'] });
    expect(await count(applicationId)).toBe(3);
  });

  it.each([
    ['is_remote that is not a boolean', { is_remote: 'sometimes' }, 'is_remote'],
    ['an end before the start', { start_date: '2021-01-01', end_date: '2020-12-31' }, 'end_date'],
    ['a city over 100 characters', { city: 'x'.repeat(101) }, 'city'],
    ['responsibilities over 10000 characters', { responsibilities: 'x'.repeat(10_001) }, 'responsibilities'],
    ['29 February in a common year', { start_date: '2023-02-29' }, 'start_date'],
  ])('refuses %s', async (_case, fields, field) => {
    const response = await alice.agent.post('/api/experience/', {
      ...buildExperience(fields),
      application: alice.applicationId,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual([field]);
    expect(await count(alice.applicationId)).toBe(0);
  });

  it('keeps line breaks in responsibilities', async () => {
    const entry = await addExperience(alice.agent, alice.applicationId, {
      responsibilities: 'Line one\nLine two',
    });
    expect(entry.responsibilities).toBe('Line one\nLine two');
    await alice.agent.delete(`/api/experience/${entry.id}/`);
  });

  it("never shows, changes or removes another candidate's entries", async () => {
    expect((await alice.agent.get(`/api/experience/?application=${bob.applicationId}`)).json()).toMatchObject(
      { count: 0, results: [] },
    );
    expect((await alice.agent.get(`/api/experience/${bobsEntry.id}/`)).statusCode).toBe(404);
    expect(
      (await alice.agent.patch(`/api/experience/${bobsEntry.id}/`, { company: 'Hacked' })).statusCode,
    ).toBe(404);
    expect((await alice.agent.delete(`/api/experience/${bobsEntry.id}/`)).statusCode).toBe(404);
    expect(
      (await alice.agent.post('/api/experience/', { ...buildExperience(), application: bob.applicationId }))
        .statusCode,
    ).toBe(404);
    expect(await count(bob.applicationId)).toBe(1);
    expect((await new Agent(ctx.app).get('/api/experience/')).statusCode).toBe(401);
  });

  it("shows an organisation its applicants' experience only", async () => {
    const organisation = await organisationWithJob(ctx.app, ctx.db, 'nonprofit');
    expect((await organisation.agent.get('/api/experience/')).json().count).toBe(0);
    await organisation.applyTo(bob.user.id);
    expect((await organisation.agent.get('/api/experience/')).json().results).toEqual([
      expect.objectContaining({ id: bobsEntry.id, company: 'Bob Corp' }),
    ]);
    expect(
      (await organisation.agent.put(`/api/experience/${bobsEntry.id}/`, buildExperience())).statusCode,
    ).toBe(403);
  });
});
