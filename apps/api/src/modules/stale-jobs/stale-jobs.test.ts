import type { JobAnswer, NotificationItem } from '@tandem/contract';
import { expect, it } from 'vitest';
import { signedInAgent, type Agent } from '../../test/agent.ts';
import { describeEachDialect, type TestContext } from '../../test/app.ts';
import { applyTo, createJob, signedInOrganisation } from '../../test/factories/jobs.ts';
import { sweepStaleJobs } from './service.ts';

const DAY = 86_400_000;
const settings = { staleAfterMs: 30 * DAY, pauseAfterMs: 45 * DAY };
const sweepAt = (ctx: TestContext, offsetMs: number) => sweepStaleJobs(ctx.db, ctx.app.notifier, settings, new Date(Date.now() + offsetMs));

async function notificationsOf(agent: Agent, kind: string): Promise<NotificationItem[]> {
  return ((await agent.get('/api/notifications/?limit=100')).json().results as NotificationItem[]).filter((item) => item.kind === kind);
}

const quietFor = (ctx: TestContext, jobId: number, days: number) =>
  ctx.db.updateTable('job_profiles').set({ last_activity_at: new Date(Date.now() - days * DAY).toISOString() }).where('id', '=', jobId).execute();

describeEachDialect('stale jobs', (ctx) => {
  it('asks the organisation once whether a job quiet for 30 days is still open, and shows it on the job', async () => {
    const org = await signedInOrganisation(ctx.app);
    const job = await createJob(org.agent, { title: 'Quiet Role' });
    await sweepAt(ctx, 29 * DAY);
    expect(await notificationsOf(org.agent, 'job_stale')).toEqual([]);
    await sweepAt(ctx, 31 * DAY);
    await sweepAt(ctx, 32 * DAY);
    expect(await notificationsOf(org.agent, 'job_stale')).toEqual([
      expect.objectContaining({
        title: 'Is Quiet Role still open?',
        body: 'Nothing moved on this job for 30 days. On My jobs, choose Still hiring to keep it listed or Close this job; otherwise it is paused after 45 days.',
        link: '/myjobs',
      }),
    ]);
    const seen = (await org.agent.get(`/api/jobprofile/${job.id}/`)).json() as JobAnswer;
    expect(seen).toMatchObject({ status: 'active', paused_reason: null });
    expect(seen.stale_since).not.toBeNull();
  });

  it('pauses a job quiet for 45 days, hides it from candidates, tells the organisation, and Still hiring restores it', async () => {
    const org = await signedInOrganisation(ctx.app);
    const candidate = await signedInAgent(ctx.app, 'candidate');
    const job = await createJob(org.agent, { title: 'Forgotten Role' });
    await sweepAt(ctx, 46 * DAY);
    expect((await org.agent.get(`/api/jobprofile/${job.id}/`)).json()).toMatchObject({ status: 'paused', is_active: false, paused_reason: 'stale', stale_since: null });
    expect((await candidate.agent.get(`/api/jobprofile/${job.id}/`)).statusCode).toBe(404);
    expect(await notificationsOf(org.agent, 'job_auto_paused')).toEqual([expect.objectContaining({ title: 'Forgotten Role is paused', body: expect.stringMatching(/^Nothing moved on this job for 45 days, /), link: '/myjobs' })]);

    const restored = await org.agent.patch(`/api/jobprofile/${job.id}/`, { status: 'active' });
    expect(restored.json()).toMatchObject({ status: 'active', is_active: true, paused_reason: null, stale_since: null });
    await sweepAt(ctx, 29 * DAY);
    expect((await candidate.agent.get(`/api/jobprofile/${job.id}/`)).statusCode).toBe(200);
  });

  it('leaves alone a job paused by its organisation, and one whose applicants were moved', async () => {
    const org = await signedInOrganisation(ctx.app);
    const paused = await createJob(org.agent, { title: 'Paused On Purpose' });
    await org.agent.patch(`/api/jobprofile/${paused.id}/`, { status: 'paused' });
    const busy = await createJob(org.agent, { title: 'Busy Role' });
    const idle = await createJob(org.agent, { title: 'Idle Role' });
    const candidate = await signedInAgent(ctx.app, 'candidate');
    const application = await applyTo(candidate.agent, busy.id);
    await quietFor(ctx, busy.id, 40);
    await quietFor(ctx, idle.id, 40);
    await quietFor(ctx, paused.id, 50);
    await org.agent.patch(`/api/job-applications/${application.id}/`, { status: 'screening' });
    await sweepAt(ctx, 0);
    const stale = await notificationsOf(org.agent, 'job_stale');
    expect(stale.map((item) => item.title)).toEqual(['Is Idle Role still open?']);
    expect((await org.agent.get(`/api/jobprofile/${paused.id}/`)).json()).toMatchObject({ status: 'paused', paused_reason: null });
  });
});

describeEachDialect('stale jobs with short settings', (ctx) => {
  it('says the settings as they are when they are seconds, not as 0 days', async () => {
    const org = await signedInOrganisation(ctx.app);
    await createJob(org.agent, { title: 'Watched Role' });
    const short = { staleAfterMs: 10_000, pauseAfterMs: 30_000 };
    await sweepStaleJobs(ctx.db, ctx.app.notifier, short, new Date(Date.now() + 11_000));
    expect((await notificationsOf(org.agent, 'job_stale')).map((item) => item.body)).toEqual([
      'Nothing moved on this job for 10 seconds. On My jobs, choose Still hiring to keep it listed or Close this job; otherwise it is paused after 30 seconds.',
    ]);
    await sweepStaleJobs(ctx.db, ctx.app.notifier, short, new Date(Date.now() + 31_000));
    expect((await notificationsOf(org.agent, 'job_auto_paused')).map((item) => item.body)).toEqual([
      'Nothing moved on this job for 30 seconds, so candidates no longer see it. If you are still hiring, Still hiring on My jobs makes it active again.',
    ]);
  });
});

describeEachDialect(
  'stale job settings',
  (ctx) => {
    it("answers the server's settings in seconds, to anyone, for the page's wording", async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/stale-jobs/settings/' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ stale_after_seconds: 20, pause_after_seconds: 90 });
    });
  },
  { JOB_STALE_AFTER: '20s', JOB_PAUSE_AFTER: '90s' },
);
