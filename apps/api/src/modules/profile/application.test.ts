import { beforeAll, describe, expect, it } from 'vitest';
import { Agent, signedInAgent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import { organisationWithJob, signedInCandidate } from '../../test/factories/profile.ts';

describeEachDialect('/api/application/', (ctx) => {
  let alice: Awaited<ReturnType<typeof signedInCandidate>>;
  let bob: Awaited<ReturnType<typeof signedInCandidate>>;

  beforeAll(async () => {
    alice = await signedInCandidate(ctx.app);
    bob = await signedInCandidate(ctx.app);
  });

  describe('reading', () => {
    it('lists only your own profile record, made at signup, with its fields and no contact details', async () => {
      const response = await alice.agent.get('/api/application/');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        count: 1,
        next: null,
        previous: null,
        results: [
          {
            id: alice.applicationId,
            user: alice.user.id,
            linkedin: '',
            github: '',
            portfolio: '',
            city: '',
            state: '',
            country: '',
          },
        ],
      });
      expect((await alice.agent.get(`/api/application/${alice.applicationId}/`)).json().id).toBe(
        alice.applicationId,
      );
      expect((await alice.agent.get(`/api/users/${alice.user.id}/`)).json().applicationids).toEqual([
        { id: alice.applicationId },
      ]);
    });

    it("answers 404 for another candidate's record and 401 without a session", async () => {
      expect((await alice.agent.get(`/api/application/${bob.applicationId}/`)).statusCode).toBe(404);
      expect((await alice.agent.get(`/api/application/?user=${bob.user.id}`)).json().count).toBe(0);
      expect((await new Agent(ctx.app).get('/api/application/')).statusCode).toBe(401);
      expect((await new Agent(ctx.app).get(`/api/application/${alice.applicationId}/`)).statusCode).toBe(401);
    });

    it('shows an organisation the records of its applicants only, never an email or phone', async () => {
      const organisation = await organisationWithJob(ctx.app, ctx.db);
      const applicant = await signedInCandidate(ctx.app);
      await ctx.db
        .updateTable('users')
        .set({ phone_number: '07700 900123' })
        .where('id', '=', applicant.user.id)
        .execute();
      expect((await organisation.agent.get('/api/application/')).json().count).toBe(0);
      expect((await organisation.agent.get(`/api/application/${applicant.applicationId}/`)).statusCode).toBe(
        404,
      );
      await organisation.applyTo(applicant.user.id);
      const list = await organisation.agent.get('/api/application/');
      expect(list.json()).toMatchObject({
        count: 1,
        results: [{ id: applicant.applicationId, user: applicant.user.id }],
      });
      const one = await organisation.agent.get(`/api/application/${applicant.applicationId}/`);
      expect(one.statusCode).toBe(200);
      expect(one.body).not.toContain(applicant.signup.email);
      expect(one.body).not.toContain('07700');
      expect(
        (await organisation.agent.patch(`/api/application/${applicant.applicationId}/`, { city: 'Leeds' }))
          .statusCode,
      ).toBe(403);
    });
  });

  describe('changing', () => {
    it('changes your own links and place with PATCH and PUT', async () => {
      const { agent, applicationId, user } = await signedInCandidate(ctx.app);
      const patched = await agent.patch(`/api/application/${applicationId}/`, {
        linkedin: 'https://www.linkedin.com/in/someone',
        github: 'https://github.com/someone',
        city: 'Leeds',
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json()).toEqual({
        id: applicationId,
        user: user.id,
        linkedin: 'https://www.linkedin.com/in/someone',
        github: 'https://github.com/someone',
        portfolio: '',
        city: 'Leeds',
        state: '',
        country: '',
      });
      const put = await agent.put(`/api/application/${applicationId}/`, {
        id: applicationId,
        user: user.id,
        portfolio: 'http://me.dev',
        github: '',
      });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toMatchObject({
        linkedin: 'https://www.linkedin.com/in/someone',
        github: '',
        portfolio: 'http://me.dev',
        city: 'Leeds',
      });
    });

    it("adds https:// to a link typed without one ('linkedin.com/in/nina'), as a company's website gets", async () => {
      const response = await alice.agent.patch(`/api/application/${alice.applicationId}/`, { linkedin: 'linkedin.com/in/nina', github: ' github.com/nina ' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ linkedin: 'https://linkedin.com/in/nina', github: 'https://github.com/nina' });
      await alice.agent.patch(`/api/application/${alice.applicationId}/`, { linkedin: '', github: '' });
    });

    it.each([
      ['a javascript: link', 'javascript:alert(1)'],
      ['a mail link', 'mailto:nina@example.org'],
      ['an ftp link', 'ftp://files.example.org/cv'],
      ['a link with spaces', 'https://exa mple.org'],
      ['a link over 500 characters', `https://example.org/${'a'.repeat(500)}`],
      ['a number', 42],
    ])('refuses %s and writes nothing', async (_case, link) => {
      const response = await alice.agent.patch(`/api/application/${alice.applicationId}/`, {
        portfolio: link,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(['portfolio']);
      expect((await alice.agent.get(`/api/application/${alice.applicationId}/`)).json().portfolio).toBe('');
    });

    it("refuses a change to another candidate's record (404) and to the owner", async () => {
      expect(
        (await alice.agent.patch(`/api/application/${bob.applicationId}/`, { city: 'Nowhere' })).statusCode,
      ).toBe(404);
      expect(
        (await alice.agent.put(`/api/application/${bob.applicationId}/`, { city: 'Nowhere' })).statusCode,
      ).toBe(404);
      const moved = await alice.agent.patch(`/api/application/${alice.applicationId}/`, {
        user: bob.user.id,
      });
      expect(moved.statusCode).toBe(400);
      expect(moved.json()).toEqual({ user: ['This field cannot be changed.'] });
      expect((await bob.agent.get(`/api/application/${bob.applicationId}/`)).json().city).toBe('');
    });

    it('refuses a second profile record and any deletion', async () => {
      const created = await alice.agent.post('/api/application/', { city: 'Leeds' });
      expect(created.statusCode).toBe(400);
      expect(created.json()).toEqual({ non_field_errors: ['You already have a profile.'] });
      const deleted = await alice.agent.delete(`/api/application/${alice.applicationId}/`);
      expect(deleted.statusCode).toBe(405);
      expect(deleted.json()).toEqual({ detail: 'A profile cannot be deleted; remove its entries instead.' });
      expect((await alice.agent.get('/api/application/')).json().count).toBe(1);
      expect((await new Agent(ctx.app).delete(`/api/application/${alice.applicationId}/`)).statusCode).toBe(
        401,
      );
    });

    it('creates the record for a candidate who has none, and refuses organisations', async () => {
      const { agent, user } = await signedInCandidate(ctx.app);
      await ctx.db.deleteFrom('applications').where('user_id', '=', user.id).execute();
      const created = await agent.post('/api/application/', { github: 'https://github.com/again' });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ user: user.id, github: 'https://github.com/again' });
      const recruiter = await signedInAgent(ctx.app, 'recruiter');
      expect((await recruiter.agent.post('/api/application/', {})).statusCode).toBe(403);
    });
  });

  describe('hostile queries', () => {
    it.each(['user=abc', 'user[$ne]=0', 'limit=abc', 'limit=1001'])('answers %s with 400', async (query) => {
      expect((await alice.agent.get(`/api/application/?${query}`)).statusCode).toBe(400);
    });
  });
});
