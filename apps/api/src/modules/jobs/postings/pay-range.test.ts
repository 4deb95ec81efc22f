import { PAY_RANGE_MESSAGES } from '@tandem/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/app.ts';
import { buildJob, createJob, signedInOrganisation, type Organisation } from '../../../test/factories/jobs.ts';

// Pay transparency (docs/product.md section C20): a paid job gives a minimum and a maximum, unless the deployment
// sets PAY_RANGE_REQUIRED=false.

describeEachDialect('pay ranges, required by default', (ctx) => {
  let org: Organisation;
  beforeAll(async () => {
    org = await signedInOrganisation(ctx.app);
  });

  it('tells the form the rule applies', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/job-settings/' })).json()).toEqual({ pay_range_required: true });
  });

  it('refuses a paid job without its range, naming each missing end, and saves nothing', async () => {
    const before = (await org.agent.get('/api/jobprofile/?mine=true')).json().count;
    const noMax = await org.agent.post('/api/jobprofile/', buildJob({ salary_max: null }));
    expect(noMax.statusCode).toBe(400);
    expect(noMax.json()).toEqual({ salary_max: [PAY_RANGE_MESSAGES.max] });
    const none = await org.agent.post('/api/jobprofile/', buildJob({ job_type: 'part-time', salary_min: '', salary_max: null }));
    expect(none.json()).toEqual({ salary_min: [PAY_RANGE_MESSAGES.min], salary_max: [PAY_RANGE_MESSAGES.max] });
    expect((await org.agent.get('/api/jobprofile/?mine=true')).json().count).toBe(before);
  });

  it('asks nothing of volunteering, and asks again when an edit takes an end away', async () => {
    expect(await createJob(org.agent, { job_type: 'volunteering', salary_min: null, salary_max: null })).toMatchObject({ job_type: 'volunteering' });
    const job = await createJob(org.agent, { salary_min: 30000, salary_max: 36000, salary_currency: 'USD' });
    expect(job).toMatchObject({ salary_currency: 'USD' });
    const patched = await org.agent.patch(`/api/jobprofile/${job.id}/`, { salary_max: null });
    expect(patched.json()).toEqual({ salary_max: [PAY_RANGE_MESSAGES.max] });
    expect((await org.agent.patch(`/api/jobprofile/${job.id}/`, { status: 'paused' })).json().status).toBe('paused');
  });
});

describeEachDialect('pay ranges, where the deployment lifts the rule', (ctx) => {
  it('takes a paid job with one end or none', async () => {
    const org = await signedInOrganisation(ctx.app);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/job-settings/' })).json()).toEqual({ pay_range_required: false });
    expect(await createJob(org.agent, { salary_min: 30000, salary_max: null })).toMatchObject({ salary_min: 30000, salary_max: null });
    expect(await createJob(org.agent, { salary_min: null, salary_max: null })).toMatchObject({ salary_min: null, salary_max: null });
  });
}, { PAY_RANGE_REQUIRED: 'false' });
