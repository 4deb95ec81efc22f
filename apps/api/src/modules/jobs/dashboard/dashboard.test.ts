import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../lib/time.ts';
import { describeEachDialect } from '../../../test/app.ts';
import { Agent, signedInAgent } from '../../../test/agent.ts';
import { applyTo, createJob, signedInOrganisation } from '../../../test/factories/jobs.ts';
import { periodStart } from './service.ts';

describeEachDialect('dashboards', (ctx) => {
  let org: Awaited<ReturnType<typeof signedInOrganisation>>;
  let candidate: Awaited<ReturnType<typeof signedInAgent>>;
  let anonymous: Agent;

  beforeAll(async () => {
    org = await signedInOrganisation(ctx.app, 'recruiter');
    candidate = await signedInAgent(ctx.app, 'candidate', { name: 'Dana' });
    anonymous = new Agent(ctx.app);
    const recent = await createJob(org.agent, { title: 'Recent Role' });
    const old = await createJob(org.agent, { title: 'Old Role' });
    await createJob(org.agent, { title: 'Closed Role', is_active: false });
    const application = await applyTo(candidate.agent, recent.id);
    await org.agent.patch(`/api/job-applications/${application.id}/`, { status: 'interview' });
    // An application 40 days ago that reached an offer 35 days ago: outside the default window.
    const oldApplication = await applyTo(candidate.agent, old.id);
    await org.agent.patch(`/api/job-applications/${oldApplication.id}/`, { status: 'offer' });
    const events = await ctx.db.selectFrom('job_application_events').select(['id', 'to_status']).where('job_application_id', '=', oldApplication.id).execute();
    for (const event of events) {
      const daysAgo = event.to_status === 'applied' ? 40 : 35;
      await ctx.db.updateTable('job_application_events').set({ created_at: addDays(new Date(), -daysAgo).toISOString() }).where('id', '=', event.id).execute();
    }
  });

  describe('/api/users/dashboard/job-search-stats/', () => {
    it('counts applications, screens and offers in the last 30 days by default', async () => {
      const response = await candidate.agent.get('/api/users/dashboard/job-search-stats/');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ applications: 1, screens: 1, interviews: 0, offers: 0 });
    });

    it('widens the window with days', async () => {
      expect((await candidate.agent.get('/api/users/dashboard/job-search-stats/?days=366')).json()).toEqual({ applications: 2, screens: 1, interviews: 0, offers: 1 });
      expect((await candidate.agent.get('/api/users/dashboard/job-search-stats/?days=1')).json()).toEqual({ applications: 1, screens: 1, interviews: 0, offers: 0 });
    });

    it.each(['0', '367', 'abc', '-3', '1.5', '%00'])('refuses days=%s', async (days) => {
      expect((await candidate.agent.get(`/api/users/dashboard/job-search-stats/?days=${days}`)).statusCode).toBe(400);
    });

    it('is for candidates only', async () => {
      expect((await org.agent.get('/api/users/dashboard/job-search-stats/')).statusCode).toBe(403);
      expect((await anonymous.get('/api/users/dashboard/job-search-stats/')).statusCode).toBe(401);
    });

    it('starts at zero for a new candidate', async () => {
      const fresh = await signedInAgent(ctx.app);
      expect((await fresh.agent.get('/api/users/dashboard/job-search-stats/?days=30')).json()).toEqual({ applications: 0, screens: 0, interviews: 0, offers: 0 });
    });
  });

  describe('/api/users/dashboard/recent-activity/', () => {
    it('answers your latest activities, newest first', async () => {
      const response = await candidate.agent.get('/api/users/dashboard/recent-activity/');
      expect(response.statusCode).toBe(200);
      const rows = response.json() as { kind: string; summary: string; job: number }[];
      expect(rows.map((row) => row.kind)).toEqual(['status_changed', 'applied', 'status_changed', 'applied']);
      expect(rows[0]).toMatchObject({ id: expect.any(Number), summary: expect.stringContaining('Old Role'), job: expect.any(Number), created_at: expect.any(String) });
      expect((await anonymous.get('/api/users/dashboard/recent-activity/')).statusCode).toBe(401);
      expect((await org.agent.get('/api/users/dashboard/recent-activity/')).json()).toEqual([]);
    });

    it('keeps to the latest 10', async () => {
      const busy = await signedInAgent(ctx.app);
      for (let index = 0; index < 12; index += 1) await applyTo(busy.agent, (await createJob(org.agent)).id);
      expect((await busy.agent.get('/api/users/dashboard/recent-activity/')).json()).toHaveLength(10);
    });
  });

  describe('/api/org/dashboard/', () => {
    it('counts active jobs now and the pipeline in the period, with the latest applicants', async () => {
      const fresh = await signedInOrganisation(ctx.app, 'nonprofit');
      const job = await createJob(fresh.agent, { title: 'Mentor' });
      await createJob(fresh.agent, { status: 'paused' });
      const applied = await applyTo(candidate.agent, job.id);
      await fresh.agent.patch(`/api/job-applications/${applied.id}/`, { status: 'hired' });
      const response = await fresh.agent.get('/api/org/dashboard/?period=30d');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        period: '30d',
        active_jobs: 1,
        new_applicants: 1,
        interviews: 0,
        hired: 1,
        recent_candidates: [{ application_id: applied.id, candidate_id: candidate.user.id, name: 'Dana', title: '', job_title: 'Mentor', status: 'hired', applied_at: expect.any(String) }],
      });
    });

    it('leaves out what happened before the period', async () => {
      const week = (await org.agent.get('/api/org/dashboard/')).json();
      // Interviews are booked interviews (interviews/interviews.test.ts), not moves to the interview stage.
      expect(week).toMatchObject({ period: '7d', new_applicants: 1 + 12, interviews: 0 });
      expect(week.active_jobs).toBeGreaterThanOrEqual(2);
      expect(week.recent_candidates).toHaveLength(5);
      const year = (await org.agent.get('/api/org/dashboard/?period=year')).json();
      expect(year.since).toBe(periodStart('year').toISOString());
    });

    it('computes each period start in UTC', () => {
      const now = new Date('2026-03-15T12:00:00Z');
      expect(periodStart('7d', now).toISOString()).toBe('2026-03-08T12:00:00.000Z');
      expect(periodStart('30d', now).toISOString()).toBe('2026-02-13T12:00:00.000Z');
      expect(periodStart('month', now).toISOString()).toBe('2026-03-01T00:00:00.000Z');
      expect(periodStart('year', now).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    });

    it('answers zeros to an organisation without a company, and refuses others', async () => {
      const orphan = await signedInAgent(ctx.app, 'recruiter');
      expect((await orphan.agent.get('/api/org/dashboard/?period=month')).json()).toMatchObject({ active_jobs: 0, new_applicants: 0, recent_candidates: [] });
      expect((await candidate.agent.get('/api/org/dashboard/')).statusCode).toBe(403);
      expect((await anonymous.get('/api/org/dashboard/')).statusCode).toBe(401);
      expect((await org.agent.get('/api/org/dashboard/?period=decade')).statusCode).toBe(400);
    });
  });
});
