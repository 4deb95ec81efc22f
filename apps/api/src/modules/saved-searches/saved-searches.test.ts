import { SAVED_SEARCH_MESSAGES, SAVED_SEARCHES_MAX } from '@tandem/contract';
import { describe, expect, it } from 'vitest';
import type { Agent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import { createJob, signedInOrganisation } from '../../test/factories/jobs.ts';
import { addSkill, signedInCandidate } from '../../test/factories/profile.ts';
import { sendDigests } from '../mail/index.ts';

const search = (overrides: Record<string, unknown> = {}) => ({
  name: 'Python in London',
  query: { search: 'python', location: 'London', job_type: 'full-time', remote: false, salary_min: 50000 },
  alert: 'instant',
  ...overrides,
});

describeEachDialect('saved searches', (ctx) => {
  const alertsOf = async (agent: Agent) =>
    ((await agent.get('/api/notifications/')).json().results as { kind: string; body: string; link: string }[]).filter((item) => item.kind === 'saved_search_match');

  /** A candidate with Python 9/10 (a Python job scores well over 50 for them) and a recruiter. */
  async function setting() {
    const candidate = await signedInCandidate(ctx.app);
    await addSkill(candidate.agent, candidate.applicationId, 'Python', 9);
    const org = await signedInOrganisation(ctx.app);
    return { candidate, org };
  }
  const postJob = async (agent: Agent, overrides: Record<string, unknown> = {}) => {
    const job = await createJob(agent, { title: 'Python Developer', keywords: 'Python', salary_min: 45000, salary_max: 60000, city: 'London', ...overrides });
    await ctx.app.queue.drain();
    return job;
  };

  describe('saving and keeping searches', () => {
    it('saves, lists (own, paged), renames, changes the alert and deletes a search', async () => {
      const { candidate } = await setting();
      const saved = await candidate.agent.post('/api/saved-searches/', search());
      expect(saved.statusCode).toBe(201);
      expect(saved.json()).toMatchObject({ name: 'Python in London', alert: 'instant', query: { search: 'python', location: 'London', job_type: 'full-time', remote: false, salary_min: 50000 } });
      const id = saved.json().id as number;
      await candidate.agent.post('/api/saved-searches/', { name: 'Anything' });
      const page = (await candidate.agent.get('/api/saved-searches/?limit=1')).json();
      expect(page.count).toBe(2);
      expect(page.results.map((item: { name: string }) => item.name)).toEqual(['Anything']);
      expect(page.results[0].query).toEqual({ search: '', location: '', job_type: null, remote: false, salary_min: null });
      const renamed = await candidate.agent.patch(`/api/saved-searches/${id}/`, { name: 'Python jobs', alert: 'daily' });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ name: 'Python jobs', alert: 'daily' });
      expect((await candidate.agent.delete(`/api/saved-searches/${id}/`)).statusCode).toBe(204);
      expect((await candidate.agent.get('/api/saved-searches/')).json().count).toBe(1);
    });

    it('answers bad input with field errors and changes nothing', async () => {
      const { candidate } = await setting();
      const bad = await candidate.agent.post('/api/saved-searches/', search({ name: ' ', alert: 'weekly', query: { salary_min: -5, job_type: 'gig' } }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ name: [SAVED_SEARCH_MESSAGES.nameRequired], alert: [SAVED_SEARCH_MESSAGES.alert] });
      expect(JSON.stringify(bad.json())).toContain(SAVED_SEARCH_MESSAGES.salaryMin);
      const empty = await candidate.agent.post('/api/saved-searches/', search());
      expect((await candidate.agent.patch(`/api/saved-searches/${empty.json().id}/`, {})).statusCode).toBe(400);
      expect((await candidate.agent.get('/api/saved-searches/')).json().count).toBe(1);
    });

    it(`keeps at most ${SAVED_SEARCHES_MAX} per person, with the contract's message`, async () => {
      const { candidate } = await setting();
      for (let i = 0; i < SAVED_SEARCHES_MAX; i++) expect((await candidate.agent.post('/api/saved-searches/', search({ name: `Search ${i}` }))).statusCode).toBe(201);
      const refused = await candidate.agent.post('/api/saved-searches/', search({ name: 'One more' }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ non_field_errors: [SAVED_SEARCH_MESSAGES.tooMany] });
    });

    it('is for candidates only (an organisation: 403), and another candidate’s search is a 404', async () => {
      const { candidate, org } = await setting();
      const id = (await candidate.agent.post('/api/saved-searches/', search())).json().id as number;
      expect((await org.agent.get('/api/saved-searches/')).statusCode).toBe(403);
      expect((await org.agent.post('/api/saved-searches/', search())).statusCode).toBe(403);
      const other = await signedInCandidate(ctx.app);
      expect((await other.agent.get('/api/saved-searches/')).json().count).toBe(0);
      expect((await other.agent.patch(`/api/saved-searches/${id}/`, { name: 'Mine now' })).statusCode).toBe(404);
      expect((await other.agent.delete(`/api/saved-searches/${id}/`)).statusCode).toBe(404);
      expect((await candidate.agent.get(`/api/saved-searches/`)).json().results[0].name).toBe('Python in London');
    });
  });

  describe('alerts', () => {
    it('tells the owner once of a new job that meets the search and scores 50 or more, not again on an edit or a resume', async () => {
      const { candidate, org } = await setting();
      await candidate.agent.post('/api/saved-searches/', search());
      const job = await postJob(org.agent);
      const alerts = await alertsOf(candidate.agent);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({ body: expect.stringContaining('Python Developer'), link: `/yourmatches?job=${job.id}` });
      await org.agent.patch(`/api/jobprofile/${job.id}/`, { title: 'Senior Python Developer' });
      await org.agent.patch(`/api/jobprofile/${job.id}/`, { status: 'paused' });
      await org.agent.patch(`/api/jobprofile/${job.id}/`, { status: 'active' });
      await ctx.app.queue.drain();
      expect(await alertsOf(candidate.agent)).toHaveLength(1);
    });

    it("names the search in the alert's title and its e-mail's subject, and the digest's line", async () => {
      const { candidate, org } = await setting();
      await candidate.agent.post('/api/saved-searches/', search());
      await postJob(org.agent);
      const [alert] = (await candidate.agent.get('/api/notifications/')).json().results as { title: string }[];
      expect(alert?.title).toBe('A new job fits your saved search “Python in London”');
      const mails = await ctx.db.selectFrom('mail_outbox').select('subject').where('user_id', '=', candidate.user.id).where('kind', '=', 'saved_search_match').execute();
      expect(mails.map((mail) => mail.subject)).toEqual(['A new job fits your saved search “Python in London”']);
      await candidate.agent.post('/api/saved-searches/', search({ name: 'Daily Python', alert: 'daily', query: { search: 'python' } }));
      await postJob(org.agent, { title: 'Python Engineer', city: 'Leeds' });
      await sendDigests(ctx.app);
      const digest = await ctx.db.selectFrom('mail_outbox').select('text_body').where('user_id', '=', candidate.user.id).where('kind', '=', 'digest').executeTakeFirst();
      expect(digest?.text_body).toContain('A new job fits your saved search “Daily Python”');
    });

    it('alerts when a paused job is resumed and meets the search', async () => {
      const { candidate, org } = await setting();
      await candidate.agent.post('/api/saved-searches/', search());
      const job = await postJob(org.agent, { status: 'paused' });
      expect(await alertsOf(candidate.agent)).toHaveLength(0);
      await org.agent.patch(`/api/jobprofile/${job.id}/`, { status: 'active' });
      await ctx.app.queue.drain();
      expect(await alertsOf(candidate.agent)).toHaveLength(1);
    });

    it('does not alert for a job outside the search’s filters, nor for one scoring under 50', async () => {
      const { candidate, org } = await setting();
      await candidate.agent.post('/api/saved-searches/', search());
      await postJob(org.agent, { city: 'Leeds' });
      await postJob(org.agent, { job_type: 'intern' });
      await postJob(org.agent, { salary_min: 30000, salary_max: 40000 });
      await postJob(org.agent, { title: 'Java Developer', keywords: 'Java' });
      // Meets every filter (the text is in the title) but asks for skills the candidate lacks.
      await postJob(org.agent, { title: 'Python-adjacent Accountant', keywords: 'Accounting, Excel, Bookkeeping, Payroll' });
      expect(await alertsOf(candidate.agent)).toHaveLength(0);
    });

    it('sends nothing for a search set to off', async () => {
      const { candidate, org } = await setting();
      await candidate.agent.post('/api/saved-searches/', search({ alert: 'off' }));
      await postJob(org.agent);
      expect(await alertsOf(candidate.agent)).toHaveLength(0);
    });

    it('collects daily alerts into one digest e-mail listing them', async () => {
      const { candidate, org } = await setting();
      await candidate.agent.post('/api/saved-searches/', search({ alert: 'daily', query: { search: 'python' } }));
      await postJob(org.agent, { title: 'Python Developer' });
      await postJob(org.agent, { title: 'Python Engineer' });
      expect(await alertsOf(candidate.agent)).toHaveLength(0);
      await sendDigests(ctx.app);
      const digests = await ctx.db.selectFrom('mail_outbox').select(['kind', 'text_body']).where('user_id', '=', candidate.user.id).where('kind', '=', 'digest').execute();
      expect(digests).toHaveLength(1);
      expect(digests[0]?.text_body).toContain('Python Developer');
      expect(digests[0]?.text_body).toContain('Python Engineer');
    });

    it('goes with the account: deleting it removes the searches and their alerts', async () => {
      const { candidate, org } = await setting();
      const id = (await candidate.agent.post('/api/saved-searches/', search())).json().id as number;
      await postJob(org.agent);
      expect(await ctx.db.selectFrom('saved_search_alerts').select('id').where('saved_search_id', '=', id).execute()).toHaveLength(1);
      await ctx.db.deleteFrom('users').where('id', '=', candidate.user.id).execute();
      expect(await ctx.db.selectFrom('saved_searches').select('id').where('id', '=', id).execute()).toHaveLength(0);
      expect(await ctx.db.selectFrom('saved_search_alerts').select('id').where('saved_search_id', '=', id).execute()).toHaveLength(0);
    });
  });
});
