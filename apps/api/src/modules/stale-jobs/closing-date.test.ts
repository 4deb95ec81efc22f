import { JOBS_MESSAGES, type JobAnswer } from '@tandem/contract';
import { JSDOM } from 'jsdom';
import { beforeAll, expect, it } from 'vitest';
import type { Agent } from '../../test/agent.ts';
import { signedInAgent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import { buildJob, createJob, signedInOrganisation } from '../../test/factories/jobs.ts';
import { sweepStaleJobs } from './service.ts';

const DAY = 86_400_000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
const settings = { staleAfterMs: 30 * DAY, pauseAfterMs: 45 * DAY };

/** The JobPosting a crawler reads on the job's public page, before any script. */
async function postingOf(ctx: { app: { inject: (options: { method: 'GET'; url: string }) => Promise<{ body: string }> } }, jobId: number) {
  const document = new JSDOM((await ctx.app.inject({ method: 'GET', url: `/jobs/${jobId}` })).body).window.document;
  const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>);
  return scripts.find((item) => item['@type'] === 'JobPosting');
}

// A job's closing date (docs/product.md section C16): the last day it takes applications; validThrough says so, and
// the scheduler closes the job once the day has passed, as its organisation would.
describeEachDialect('job closing dates', (ctx) => {
  let org: { agent: Agent };
  beforeAll(async () => {
    org = await signedInOrganisation(ctx.app);
  });

  it('takes a closing date from today to a year ahead, and refuses one past, malformed or too far with a 400', async () => {
    const job = await createJob(org.agent, { title: 'Dated Role', closes_on: day(10) });
    expect(job.closes_on).toBe(day(10));
    expect((await createJob(org.agent, { title: 'Closes Today', closes_on: day(0) })).closes_on).toBe(day(0));
    expect((await createJob(org.agent, { title: 'No Date', closes_on: '' })).closes_on).toBeNull();
    const refused: [unknown, string][] = [
      [day(-1), JOBS_MESSAGES.closesOnPast],
      ['2026-02-30', JOBS_MESSAGES.closesOnInvalid],
      ['next friday', JOBS_MESSAGES.closesOnInvalid],
      [20261201, JOBS_MESSAGES.closesOnInvalid],
      [day(400), JOBS_MESSAGES.closesOnTooFar],
    ];
    for (const [value, message] of refused) {
      const response = await org.agent.post('/api/jobprofile/', buildJob({ title: 'Refused', closes_on: value }));
      expect(response.statusCode, String(value)).toBe(400);
      expect(response.json(), String(value)).toEqual({ closes_on: [message] });
    }
    const patched = await org.agent.patch(`/api/jobprofile/${job.id}/`, { closes_on: day(-3) });
    expect(patched.statusCode).toBe(400);
    expect(((await org.agent.get(`/api/jobprofile/${job.id}/`)).json() as JobAnswer).closes_on).toBe(day(10));
  });

  it("puts the end of the closing day in the JobPosting's validThrough when it comes before the pause for quiet", async () => {
    const job = await createJob(org.agent, { title: 'Short Window', closes_on: day(5) });
    expect((await postingOf(ctx, job.id))?.validThrough).toBe(`${day(5)}T23:59:59.000Z`);
    const undated = await createJob(org.agent, { title: 'Open Ended' });
    const validThrough = Date.parse(String((await postingOf(ctx, undated.id))?.validThrough));
    // Without a date, until Tandem would pause it for want of activity (JOB_PAUSE_AFTER, 45 days by default).
    expect(validThrough).toBeGreaterThan(Date.now() + 40 * DAY);
  });

  it('closes the job once its closing day has passed, not before, and a reopened job drops the passed date', async () => {
    const candidate = await signedInAgent(ctx.app, 'candidate');
    const job = await createJob(org.agent, { title: 'Closing Soon', closes_on: day(2) });
    // On its closing day it is still open.
    await sweepStaleJobs(ctx.db, ctx.app.notifier, settings, new Date(Date.now() + 2 * DAY));
    expect(((await org.agent.get(`/api/jobprofile/${job.id}/`)).json() as JobAnswer).status).toBe('active');
    expect(await postingOf(ctx, job.id)).toBeDefined();
    // The day after, closed as its organisation would close it: gone for candidates, no JobPosting, out of the sitemap.
    const result = await sweepStaleJobs(ctx.db, ctx.app.notifier, settings, new Date(Date.now() + 3 * DAY));
    expect(result.closed).toBeGreaterThanOrEqual(1);
    expect((await org.agent.get(`/api/jobprofile/${job.id}/`)).json()).toMatchObject({ status: 'closed', is_active: false });
    expect((await candidate.agent.get(`/api/jobprofile/${job.id}/`)).statusCode).toBe(404);
    expect(await postingOf(ctx, job.id)).toBeUndefined();
    expect((await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain(`/jobs/${job.id}<`);

    // Its date moved into the past (as the sweep would see it days later), a reopened job loses it rather than closing again.
    await ctx.db.updateTable('job_profiles').set({ closes_on: day(-1) }).where('id', '=', job.id).execute();
    const reopened = (await org.agent.patch(`/api/jobprofile/${job.id}/`, { status: 'active' })).json() as JobAnswer;
    expect(reopened).toMatchObject({ status: 'active', closes_on: null });
    await sweepStaleJobs(ctx.db, ctx.app.notifier, settings);
    expect(((await org.agent.get(`/api/jobprofile/${job.id}/`)).json() as JobAnswer).status).toBe('active');
  });
});
