import type { CompanyAnswer, JobAnswer } from '@tandem/contract';
import { expect, it } from 'vitest';
import { signedInAgent } from '../../test/agent.ts';
import { describeEachDialect, type TestContext } from '../../test/app.ts';
import { applyTo, createJob, signedInOrganisation } from '../../test/factories/jobs.ts';
import { refreshDueRecords, refreshRecords } from './record.ts';

const DAY = 86_400_000;
const NOW = Date.now();
const daysAgo = (days: number) => new Date(NOW - days * DAY).toISOString();

/** An application as the test writes it: applied `applied` days ago, answered `replied` days ago (or not). */
interface Shape {
  applied: number;
  replied?: number;
  withdrawn?: number;
  status?: string;
}

type Candidate = Awaited<ReturnType<typeof signedInAgent>>;
/** Candidates shared by every organisation of a suite (signing up is rate limited), one per shape at most. */
const pools = new WeakMap<TestContext, Candidate[]>();

async function candidates(ctx: TestContext, count: number): Promise<Candidate[]> {
  const pool = pools.get(ctx) ?? [];
  pools.set(ctx, pool);
  while (pool.length < count) pool.push(await signedInAgent(ctx.app, 'candidate'));
  return pool.slice(0, count);
}

/** An organisation with one job and one application of each shape, rewritten in time as the shapes say. */
async function organisationWith(ctx: TestContext, name: string, shapes: Shape[]) {
  const org = await signedInOrganisation(ctx.app, 'smallbiz_owner', { name });
  const job = await createJob(org.agent, { title: `${name} barista` });
  const people = await candidates(ctx, shapes.length);
  for (const [index, shape] of shapes.entries()) {
    const application = await applyTo(people[index]!.agent, job.id);
    await ctx.db
      .updateTable('job_applications')
      .set({
        created_at: daysAgo(shape.applied),
        reply_due_at: daysAgo(shape.applied - 14),
        replied_at: shape.replied === undefined ? null : daysAgo(shape.replied),
        withdrawn_at: shape.withdrawn === undefined ? null : daysAgo(shape.withdrawn),
        status: shape.status ?? (shape.replied === undefined ? 'applied' : 'screening'),
      })
      .where('id', '=', application.id)
      .execute();
  }
  return { org, job, companyId: org.company.id };
}

/** Three answered in time (in 2, 4 and 1 days), one late (20 days), one no_reply; and three that do not count. */
const KNOWN: Shape[] = [
  { applied: 20, replied: 18 },
  { applied: 30, replied: 26 },
  { applied: 40, replied: 39 },
  { applied: 50, replied: 30 },
  { applied: 60, status: 'no_reply' },
  // Older than 180 days, still within its deadline, and withdrawn unanswered: none of them counts.
  { applied: 200, replied: 199 },
  { applied: 5 },
  { applied: 25, withdrawn: 24 },
];

const jobOf = async (ctx: TestContext, id: number) => (await ctx.app.inject({ method: 'GET', url: `/api/jobprofile/${id}/` })).json() as JobAnswer;
const companyOf = async (ctx: TestContext, id: number) => (await ctx.app.inject({ method: 'GET', url: `/api/company/${id}/` })).json() as CompanyAnswer;

describeEachDialect('the organisation\'s reply record', (ctx) => {
  it('counts the applications of the last 180 days answered in time, and the median days to the reply', async () => {
    const { job, companyId } = await organisationWith(ctx, 'Known Data Cafe', KNOWN);
    await refreshRecords(ctx.db, [companyId]);
    // 3 of 5 in time; replies in 1, 2, 4 and 20 days: the median is 3.
    expect(await jobOf(ctx, job.id)).toMatchObject({ company_response_rate: 0.6, company_median_reply_days: 3 });
    expect(await companyOf(ctx, companyId)).toMatchObject({ response_rate: 0.6, median_reply_days: 3 });
    const row = await ctx.db.selectFrom('company_reply_records').selectAll().where('company_id', '=', companyId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ applications: 5, answered_in_time: 3 });
  });

  it('is null under 5 applications, on the job and on the company', async () => {
    const { job, companyId } = await organisationWith(ctx, 'Four Applicants Ltd', KNOWN.slice(0, 4));
    await refreshRecords(ctx.db, [companyId]);
    expect(await jobOf(ctx, job.id)).toMatchObject({ company_response_rate: null, company_median_reply_days: null });
    expect(await companyOf(ctx, companyId)).toMatchObject({ response_rate: null, median_reply_days: null });
  });

  it('is computed again at once when the organisation answers an application', async () => {
    const { org, job, companyId } = await organisationWith(ctx, 'Quick Reply Co', KNOWN);
    await refreshRecords(ctx.db, [companyId]);
    const pending = await ctx.db.selectFrom('job_applications').select('id').where('job_id', '=', job.id).where('created_at', '=', daysAgo(5)).executeTakeFirstOrThrow();
    expect((await org.agent.patch(`/api/job-applications/${pending.id}/`, { status: 'screening' })).statusCode).toBe(200);
    // 4 of 6 in time; replies in about 1, 2, 4, 5 and 20 days: the median is 4.
    const seen = await jobOf(ctx, job.id);
    expect(seen.company_response_rate).toBe(0.67);
    expect(seen.company_median_reply_days).toBe(4);
  });

  it('fills the records of companies that have none on the scheduler\'s refresh', async () => {
    const { job } = await organisationWith(ctx, 'Never Computed Ltd', KNOWN);
    expect((await jobOf(ctx, job.id)).company_response_rate).toBeNull();
    expect(await refreshDueRecords(ctx.db)).toBeGreaterThanOrEqual(1);
    expect((await jobOf(ctx, job.id)).company_response_rate).toBe(0.6);
    expect(await refreshDueRecords(ctx.db)).toBe(0);
  });

  it('sorts the most responsive organisations first (ordering=-response_rate), those without a record last', async () => {
    const everyOnTime = await organisationWith(ctx, 'Always Answers', [1, 2, 3, 4, 5].map((n) => ({ applied: 20 + n, replied: 20 + n - 1 })));
    const known = await organisationWith(ctx, 'Sometimes Answers', KNOWN);
    const few = await organisationWith(ctx, 'Too New', KNOWN.slice(0, 2));
    await refreshRecords(ctx.db, [everyOnTime.companyId, known.companyId, few.companyId]);
    const [candidate] = await candidates(ctx, 1);
    const response = await candidate!.agent.get('/api/jobprofile/?search=Answers&ordering=-response_rate');
    expect(response.statusCode).toBe(200);
    const titles = (response.json().results as JobAnswer[]).map((row) => [row.title, row.company_response_rate]);
    expect(titles).toEqual([
      ['Always Answers barista', 1],
      ['Sometimes Answers barista', 0.6],
    ]);
    const all = (await candidate!.agent.get('/api/jobprofile/?ordering=-response_rate&limit=100')).json().results as JobAnswer[];
    const order = all.map((row) => row.id);
    expect(order.indexOf(everyOnTime.job.id)).toBeLessThan(order.indexOf(known.job.id));
    expect(order.indexOf(known.job.id)).toBeLessThan(order.indexOf(few.job.id));
    expect(all.at(-1)?.company_response_rate ?? null).toBeNull();
  });

  it('carries the record on the candidate\'s best matches too (the list kept in memory)', async () => {
    const { job, companyId } = await organisationWith(ctx, 'Best Match Bakery', KNOWN);
    await refreshRecords(ctx.db, [companyId]);
    const [candidate] = await candidates(ctx, 1);
    const page = (await candidate!.agent.get('/api/jobprofile/?ordering=-match_score&limit=100')).json().results as JobAnswer[];
    expect(page.find((row) => row.id === job.id)).toMatchObject({ company_response_rate: 0.6, company_median_reply_days: 3 });
  });

  it('refuses an unknown ordering with a field error', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/jobprofile/?ordering=response_rate' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('ordering');
  });
});
