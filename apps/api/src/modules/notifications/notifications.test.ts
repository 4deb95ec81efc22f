import { describe, expect, it } from 'vitest';
import { Agent, signedInAgent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import { applyTo, createJob, signedInOrganisation } from '../../test/factories/jobs.ts';

describeEachDialect('notifications', (ctx) => {
  /** A recruiter with a job and a colleague at the same company, and a candidate who applied to it. */
  async function applied() {
    const org = await signedInOrganisation(ctx.app);
    const job = await createJob(org.agent, { title: 'Data Analyst' });
    const candidate = await signedInAgent(ctx.app, 'candidate');
    const application = await applyTo(candidate.agent, job.id);
    return { org, job, candidate, application };
  }
  const unread = async (agent: Agent) => (await agent.get('/api/notifications/unread-count/')).json().count as number;

  describe('what creates them', () => {
    it('tells the organisation of a new applicant, with a link to its applicants', async () => {
      const { org, job } = await applied();
      const list = await org.agent.get('/api/notifications/');
      expect(list.statusCode).toBe(200);
      expect(list.json().results).toEqual([
        expect.objectContaining({ kind: 'application_received', title: 'New applicant for Data Analyst', link: `/candidatelist?job=${job.id}&tab=applicants`, read_at: null }),
      ]);
      expect(await unread(org.agent)).toBe(1);
    });

    it('tells the candidate when the organisation moves their application, and kindly when it declines', async () => {
      const { org, candidate, application } = await applied();
      expect((await org.agent.patch(`/api/job-applications/${application.id}/`, { status: 'interview' })).statusCode).toBe(200);
      expect((await org.agent.patch(`/api/job-applications/${application.id}/`, { status: 'rejected' })).statusCode).toBe(200);
      const [declined, interview] = (await candidate.agent.get('/api/notifications/')).json().results;
      expect(interview).toMatchObject({ kind: 'application_status', title: 'Your application for Data Analyst moved to Interview', link: '/applications' });
      expect(declined).toMatchObject({ title: 'An answer about your application for Data Analyst' });
      expect(declined.body).toMatch(/decided not to go ahead/);
      expect(await unread(candidate.agent)).toBe(2);
    });

    it("e-mails what the person's preferences ask for: an application's new status, at once by default", async () => {
      const { org, candidate, application } = await applied();
      await org.agent.patch(`/api/job-applications/${application.id}/`, { status: 'interview' });
      const mails = await ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', candidate.signup.email).execute();
      expect(mails.map((mail) => mail.kind)).toContain('application_status');
      // The subject is the notice's own sentence, not a label before it ('Your application: Data Analyst: Interview').
      expect(mails.find((mail) => mail.kind === 'application_status')?.subject).toBe('Your application for Data Analyst moved to Interview');
    });

    it('e-mails the candidate a receipt when they apply: the job, the organisation and the date they will hear by', async () => {
      const { candidate } = await applied();
      const receipt = await ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', candidate.signup.email).where('kind', '=', 'application_sent').executeTakeFirst();
      expect(receipt?.subject).toBe('Your application for Data Analyst was sent');
      expect(receipt?.text_body).toMatch(/was sent to .+, with your profile as it is now/);
      expect(receipt?.text_body).toMatch(/you will hear by \d{1,2} \w+ \d{4}/);
      // No receipt for someone who asked for no e-mail about their applications.
      const quiet = await signedInAgent(ctx.app, 'candidate');
      await quiet.agent.patch('/api/notification-preferences/', { kinds: { application_status: { email: false } } });
      const org = await signedInOrganisation(ctx.app);
      await applyTo(quiet.agent, (await createJob(org.agent, { title: 'Barista' })).id);
      expect(await ctx.db.selectFrom('mail_outbox').select('id').where('to_address', '=', quiet.signup.email).where('kind', '=', 'application_sent').execute()).toEqual([]);
    });

    it('tells the organisation when a candidate withdraws', async () => {
      const { org, candidate, application } = await applied();
      expect((await candidate.agent.post(`/api/job-applications/${application.id}/withdraw/`)).statusCode).toBe(200);
      const [latest] = (await org.agent.get('/api/notifications/')).json().results;
      expect(latest).toMatchObject({ kind: 'application_status', title: `${candidate.signup.name} withdrew their application for Data Analyst` });
    });
  });

  describe('reading them', () => {
    it('lists only the unread ones when asked, newest first, paged', async () => {
      const { org, application } = await applied();
      const second = await signedInAgent(ctx.app, 'candidate');
      await applyTo(second.agent, application.job);
      const all = (await org.agent.get('/api/notifications/?limit=1')).json();
      expect(all.count).toBe(2);
      expect(all.results).toHaveLength(1);
      expect(all.next).toContain('offset=1');
      const newest = all.results[0];
      expect((await org.agent.post(`/api/notifications/${newest.id}/read/`)).json().read_at).not.toBeNull();
      const unreadOnly = (await org.agent.get('/api/notifications/?unread=true')).json();
      expect(unreadOnly.count).toBe(1);
      expect(unreadOnly.results[0].id).not.toBe(newest.id);
    });

    it('marks all read', async () => {
      const { org } = await applied();
      const answer = await org.agent.post('/api/notifications/read-all/');
      expect(answer.json()).toEqual({ count: 0 });
      expect(await unread(org.agent)).toBe(0);
    });

    it("answers 404 for another person's notification and leaves it unread", async () => {
      const { org } = await applied();
      const [mine] = (await org.agent.get('/api/notifications/')).json().results;
      const stranger = await signedInAgent(ctx.app, 'candidate');
      expect((await stranger.agent.post(`/api/notifications/${mine.id}/read/`)).statusCode).toBe(404);
      expect(await unread(org.agent)).toBe(1);
    });

    it('refuses anonymous callers and bad filters', async () => {
      const anonymous = new Agent(ctx.app);
      expect((await anonymous.get('/api/notifications/')).statusCode).toBe(401);
      expect((await anonymous.get('/api/notifications/unread-count/')).statusCode).toBe(401);
      const { agent } = await signedInAgent(ctx.app, 'candidate');
      const bad = await agent.get('/api/notifications/?unread=maybe');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().unread).toEqual(['Must be true or false.']);
    });
  });
});
