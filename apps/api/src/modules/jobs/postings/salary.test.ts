import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/app.ts';
import { signedInAgent } from '../../../test/agent.ts';
import { buildJob, createJob, signedInOrganisation } from '../../../test/factories/jobs.ts';

type Org = Awaited<ReturnType<typeof signedInOrganisation>>;

describeEachDialect('a job salary\'s currency and period', (ctx) => {
  let owner: Org;

  beforeAll(async () => {
    owner = await signedInOrganisation(ctx.app, 'smallbiz_owner');
  });

  it('is pounds a year unless the posting says otherwise', async () => {
    const job = await createJob(owner.agent, { country: 'United Kingdom' });
    expect(job).toMatchObject({ salary_currency: 'GBP', salary_period: 'year' });
  });

  it('is euros for a job in Ireland when no currency is sent', async () => {
    const job = await createJob(owner.agent, { country: 'Ireland', state: 'Dublin', city: 'Dublin' });
    expect(job.salary_currency).toBe('EUR');
  });

  it('keeps what the posting chose, and changes with a PATCH', async () => {
    const job = await createJob(owner.agent, { salary_min: 11, salary_max: 13, salary_currency: 'EUR', salary_period: 'hour' });
    expect(job).toMatchObject({ salary_currency: 'EUR', salary_period: 'hour' });
    const patched = await owner.agent.patch(`/api/jobprofile/${job.id}/`, { salary_period: 'month', salary_currency: 'GBP' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ salary_currency: 'GBP', salary_period: 'month' });
  });

  it('refuses other currencies and periods with field messages', async () => {
    const response = await owner.agent.post('/api/jobprofile/', buildJob({ salary_currency: 'JPY', salary_period: 'week' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      salary_currency: ['Select a valid currency: GBP, EUR or USD.'],
      salary_period: ['Select a valid period: year, month or hour.'],
    });
  });

  it('is in every listing: the public list and a candidate\'s ranked matches', async () => {
    const job = await createJob(owner.agent, { title: 'Weekend barista', salary_min: 12, salary_max: 13, salary_period: 'hour' });
    const candidate = await signedInAgent(ctx.app, 'candidate');
    const lists = [
      await candidate.agent.get('/api/jobprofile/?limit=1000'),
      await candidate.agent.get('/api/jobprofile/?ordering=-match_score&limit=1000'),
      await owner.agent.get('/api/jobprofile/?mine=true&limit=1000'),
    ];
    for (const list of lists) {
      expect(list.statusCode).toBe(200);
      const found = (list.json() as { results: { id: number }[] }).results.find((row) => row.id === job.id);
      expect(found).toMatchObject({ salary_currency: 'GBP', salary_period: 'hour' });
    }
  });
});
