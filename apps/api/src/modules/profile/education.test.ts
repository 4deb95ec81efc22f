import { beforeAll, describe, expect, it } from 'vitest';
import { Agent, signedInAgent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import { addEducation, aliceAndBob, buildEducation, organisationWithJob, signedInCandidate, countEntries, type Candidate } from '../../test/factories/profile.ts';

describeEachDialect('/api/education/', (ctx) => {
  let alice: Candidate, bob: Candidate, bobsEntry: { id: number };
  const count = (applicationId: number) => countEntries(ctx.db, 'education', applicationId);

  beforeAll(async () => {
    ({ alice, bob, bobsEntry } = await aliceAndBob(ctx.app, (candidate) => addEducation(candidate.agent, candidate.applicationId, { institution: 'Bob University' })));
  });

  describe('adding', () => {
    it('adds an entry and lists it by application and by application_id', async () => {
      const { agent, applicationId } = await signedInCandidate(ctx.app);
      const response = await agent.post('/api/education/', {
        ...buildEducation(),
        application: applicationId,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        id: expect.any(Number),
        ...buildEducation(),
        application: applicationId,
      });
      for (const query of [`application=${applicationId}`, `application_id=${applicationId}`]) {
        const list = await agent.get(`/api/education/?${query}`);
        expect(list.statusCode).toBe(200);
        expect(list.json()).toMatchObject({
          count: 1,
          next: null,
          previous: null,
          results: [{ id: response.json().id, institution: 'University of Leeds' }],
        });
      }
    });

    it("accepts the page's blank placeholder entry; an empty or null end date means present", async () => {
      const { agent, applicationId } = await signedInCandidate(ctx.app);
      const blank = await agent.post('/api/education/', {
        institution: '',
        degree: '',
        field_of_study: '',
        start_date: '',
        end_date: '',
        application: applicationId,
      });
      expect(blank.statusCode).toBe(201);
      expect(blank.json()).toMatchObject({
        institution: '',
        degree: '',
        field_of_study: '',
        start_date: null,
        end_date: null,
      });
      const nulls = await agent.post('/api/education/', {
        institution: 'Open University',
        start_date: '2020-01-01',
        end_date: null,
        application: applicationId,
      });
      expect(nulls.statusCode).toBe(201);
      expect(nulls.json()).toMatchObject({ start_date: '2020-01-01', end_date: null, degree: '' });
    });

    it('takes your own profile when application is left out', async () => {
      const { agent, applicationId } = await signedInCandidate(ctx.app);
      const response = await agent.post('/api/education/', buildEducation());
      expect(response.statusCode).toBe(201);
      expect(response.json().application).toBe(applicationId);
    });

    it('refuses a third education entry with the exact message and writes nothing', async () => {
      const { agent, applicationId } = await signedInCandidate(ctx.app);
      await addEducation(agent, applicationId);
      await addEducation(agent, applicationId, { institution: 'Second' });
      const response = await agent.post('/api/education/', {
        ...buildEducation({ institution: 'Third' }),
        application: applicationId,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ non_field_errors: ['Only 2 education can be added'] });
      expect(await count(applicationId)).toBe(2);
    });

    it('holds the limit when several entries are added at once', async () => {
      const { agent, applicationId } = await signedInCandidate(ctx.app);
      const responses = await Promise.all(
        [1, 2, 3, 4].map((n) =>
          agent.post('/api/education/', {
            ...buildEducation({ institution: `Race ${n}` }),
            application: applicationId,
          }),
        ),
      );
      expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(2);
      expect(await count(applicationId)).toBe(2);
    });

    it.each([
      [
        'a date that is not a date',
        { start_date: '2020-13-01' },
        'start_date',
        'Enter a valid date as YYYY-MM-DD.',
      ],
      [
        'a date in another format',
        { end_date: '01/02/2020' },
        'end_date',
        'Enter a valid date as YYYY-MM-DD.',
      ],
      [
        'an end before the start',
        { start_date: '2020-01-01', end_date: '2019-01-01' },
        'end_date',
        'The end date cannot be before the start date.',
      ],
      [
        'an institution over 255 characters',
        { institution: 'x'.repeat(256) },
        'institution',
        'Ensure this field has no more than 255 characters.',
      ],
      [
        'a control character',
        { degree: 'BSc\u0000' },
        'degree',
        'This field contains characters that are not allowed.',
      ],
      ['a number where text goes', { institution: 42 }, 'institution', 'Not a valid string.'],
    ])('refuses %s', async (_case, fields, field, message) => {
      const response = await alice.agent.post('/api/education/', {
        ...buildEducation(fields),
        application: alice.applicationId,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()[field]).toEqual([message]);
      expect(await count(alice.applicationId)).toBe(0);
    });

    it('tells every app instance, over the bus, that the candidate changed (their matching indexes refresh)', async () => {
      const { agent, applicationId, user } = await signedInCandidate(ctx.app);
      let heard = 0;
      const stop = ctx.app.bus.on((message) => {
        if (message.t === 'changed' && message.entity === 'candidate' && message.id === user.id) heard += 1;
      });
      const changes = async () => {
        await ctx.app.bus.settle();
        return heard;
      };
      const entry = await addEducation(agent, applicationId);
      expect(await changes()).toBe(1);
      await agent.delete(`/api/education/${entry.id}/`);
      expect(await changes()).toBe(2);
      stop();
    });

    it('refuses a body that is not an object', async () => {
      expect((await alice.agent.post('/api/education/', [buildEducation()])).statusCode).toBe(400);
    });

    it("refuses to add to another candidate's profile (404) and writes nothing there", async () => {
      const response = await alice.agent.post('/api/education/', {
        ...buildEducation(),
        application: bob.applicationId,
      });
      expect(response.statusCode).toBe(404);
      expect(await count(bob.applicationId)).toBe(1);
    });
  });

  describe('changing and removing', () => {
    it('changes an entry with the full item the page sends back', async () => {
      const { agent, applicationId } = await signedInCandidate(ctx.app);
      const entry = await addEducation(agent, applicationId);
      const response = await agent.patch(`/api/education/${entry.id}/`, {
        ...entry,
        degree: 'MSc',
        end_date: '',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ...entry, degree: 'MSc', end_date: null });
    });

    it('checks the date order against the stored entry', async () => {
      const { agent, applicationId } = await signedInCandidate(ctx.app);
      const entry = await addEducation(agent, applicationId, {
        start_date: '2015-09-01',
        end_date: '2018-06-30',
      });
      const response = await agent.patch(`/api/education/${entry.id}/`, { start_date: '2019-01-01' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ end_date: ['The end date cannot be before the start date.'] });
    });

    it('refuses to move an entry to another profile', async () => {
      const { agent, applicationId } = await signedInCandidate(ctx.app);
      const entry = await addEducation(agent, applicationId);
      const response = await agent.patch(`/api/education/${entry.id}/`, { application: bob.applicationId });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ application: ['This field cannot be changed.'] });
    });

    it('replaces an entry with PUT, blanking what is not sent', async () => {
      const { agent, applicationId } = await signedInCandidate(ctx.app);
      const entry = await addEducation(agent, applicationId);
      const response = await agent.put(`/api/education/${entry.id}/`, { institution: 'Only this' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: entry.id,
        institution: 'Only this',
        degree: '',
        field_of_study: '',
        start_date: null,
        end_date: null,
        application: applicationId,
      });
    });

    it('removes any of your own entries, the first included (the page hides that button; the API allows it)', async () => {
      const { agent, applicationId } = await signedInCandidate(ctx.app);
      const first = await addEducation(agent, applicationId);
      const second = await addEducation(agent, applicationId);
      expect((await agent.delete(`/api/education/${first.id}/`)).statusCode).toBe(204);
      expect((await agent.get(`/api/education/${first.id}/`)).statusCode).toBe(404);
      expect((await agent.get('/api/education/')).json().results).toEqual([
        expect.objectContaining({ id: second.id }),
      ]);
      // The freed place can be used again.
      expect((await agent.post('/api/education/', buildEducation())).statusCode).toBe(201);
    });
  });

  describe('who may', () => {
    it("never shows, changes or removes another candidate's entries", async () => {
      const list = await alice.agent.get(`/api/education/?application=${bob.applicationId}`);
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({ count: 0, results: [] });
      expect(
        (await alice.agent.get('/api/education/'))
          .json()
          .results.map((entry: { application: number }) => entry.application),
      ).not.toContain(bob.applicationId);
      expect((await alice.agent.get(`/api/education/${bobsEntry.id}/`)).statusCode).toBe(404);
      expect(
        (await alice.agent.patch(`/api/education/${bobsEntry.id}/`, { institution: 'Hacked' })).statusCode,
      ).toBe(404);
      expect(
        (await alice.agent.put(`/api/education/${bobsEntry.id}/`, { institution: 'Hacked' })).statusCode,
      ).toBe(404);
      expect((await alice.agent.delete(`/api/education/${bobsEntry.id}/`)).statusCode).toBe(404);
      const stored = await ctx.db
        .selectFrom('education')
        .select('institution')
        .where('id', '=', bobsEntry.id)
        .executeTakeFirstOrThrow();
      expect(stored.institution).toBe('Bob University');
    });

    it('answers 401 without a session', async () => {
      const anonymous = new Agent(ctx.app);
      expect((await anonymous.get('/api/education/')).statusCode).toBe(401);
      expect((await anonymous.get(`/api/education/${bobsEntry.id}/`)).statusCode).toBe(401);
      expect((await anonymous.post('/api/education/', buildEducation())).statusCode).toBe(401);
      expect((await anonymous.delete(`/api/education/${bobsEntry.id}/`)).statusCode).toBe(401);
    });

    it("shows an organisation nothing until a candidate applies to one of its jobs, then that candidate's education", async () => {
      const organisation = await organisationWithJob(ctx.app, ctx.db);
      const candidate = await signedInCandidate(ctx.app);
      const entry = await addEducation(candidate.agent, candidate.applicationId);
      expect((await organisation.agent.get('/api/education/')).json()).toMatchObject({
        count: 0,
        results: [],
      });
      expect(
        (await organisation.agent.get(`/api/education/?application=${candidate.applicationId}`)).json().count,
      ).toBe(0);
      expect((await organisation.agent.get(`/api/education/${entry.id}/`)).statusCode).toBe(404);

      await organisation.applyTo(candidate.user.id);
      const list = await organisation.agent.get(`/api/education/?application=${candidate.applicationId}`);
      expect(list.json()).toMatchObject({
        count: 1,
        results: [{ id: entry.id, institution: 'University of Leeds' }],
      });
      expect(
        (await organisation.agent.get('/api/education/')).json().results.map((row: { id: number }) => row.id),
      ).toEqual([entry.id]);
      expect((await organisation.agent.get(`/api/education/${entry.id}/`)).statusCode).toBe(200);
      // Reading is all: an organisation never writes a candidate's profile.
      expect(
        (await organisation.agent.patch(`/api/education/${entry.id}/`, { institution: 'Changed' }))
          .statusCode,
      ).toBe(403);
      expect((await organisation.agent.delete(`/api/education/${entry.id}/`)).statusCode).toBe(403);
      expect(
        (
          await organisation.agent.post('/api/education/', {
            ...buildEducation(),
            application: candidate.applicationId,
          })
        ).statusCode,
      ).toBe(403);
    });

    it('shows an organisation nothing of a candidate who applied elsewhere or withdrew', async () => {
      const mine = await organisationWithJob(ctx.app, ctx.db);
      const other = await organisationWithJob(ctx.app, ctx.db, 'smallbiz_owner');
      const elsewhere = await signedInCandidate(ctx.app);
      const withdrawn = await signedInCandidate(ctx.app);
      await addEducation(elsewhere.agent, elsewhere.applicationId);
      await addEducation(withdrawn.agent, withdrawn.applicationId);
      await other.applyTo(elsewhere.user.id);
      await mine.applyTo(withdrawn.user.id, true);
      expect((await mine.agent.get('/api/education/')).json().count).toBe(0);
      expect((await other.agent.get('/api/education/')).json().count).toBe(1);
    });

    it('shows an organisation user without a company nothing', async () => {
      const { agent } = await signedInAgent(ctx.app, 'nonprofit');
      expect((await agent.get('/api/education/')).json()).toMatchObject({ count: 0, results: [] });
    });
  });

  describe('hostile queries', () => {
    it.each([
      'application=abc',
      'application=-1',
      'application=99999999999',
      'application_id=1.5',
      'application[$gt]=1',
      'application=1&application=2',
      'limit=-1',
      'limit=1001',
      'offset=x',
    ])('answers %s with 400', async (query) => {
      const response = await alice.agent.get(`/api/education/?${query}`);
      expect(response.statusCode).toBe(400);
      expect(typeof response.json()).toBe('object');
    });

    it.each(['abc', '0', '99999999999', '1%20or%201=1', '%00'])('answers the id %s with 400', async (id) => {
      expect((await alice.agent.get(`/api/education/${id}/`)).statusCode).toBe(400);
      expect((await alice.agent.delete(`/api/education/${id}/`)).statusCode).toBe(400);
    });
  });
});
