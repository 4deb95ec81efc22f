import { PREFERENCES_MESSAGES } from '@tandem/contract';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../../test/app.ts';
import { createJob, signedInOrganisation } from '../../test/factories/jobs.ts';
import { addSkill, signedInCandidate } from '../../test/factories/profile.ts';

describeEachDialect('/api/preferences/', (ctx) => {
  const wish = { job_types: ['full-time'], work_mode: 'remote', min_salary: 60000, seniority: 'mid' };

  it('answers no preference until a candidate saves some, then what they saved', async () => {
    const { agent } = await signedInCandidate(ctx.app);
    expect((await agent.get('/api/preferences/')).json()).toEqual({ job_types: [], work_mode: 'any', min_salary: null, seniority: null });
    const saved = await agent.put('/api/preferences/', wish);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(wish);
    const changed = await agent.put('/api/preferences/', { ...wish, job_types: [], min_salary: null });
    expect(changed.json()).toEqual({ ...wish, job_types: [], min_salary: null });
    expect((await agent.get('/api/preferences/')).json()).toEqual({ ...wish, job_types: [], min_salary: null });
  });

  it('refuses bad values with a message under each field', async () => {
    const { agent } = await signedInCandidate(ctx.app);
    const response = await agent.put('/api/preferences/', { job_types: ['astronaut'], work_mode: 'moon', min_salary: -1, seniority: 'boss' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      work_mode: [PREFERENCES_MESSAGES.workMode],
      min_salary: [PREFERENCES_MESSAGES.minSalary],
      seniority: [PREFERENCES_MESSAGES.seniority],
    });
  });

  it('is for candidates only', async () => {
    const organisation = await signedInOrganisation(ctx.app);
    expect((await organisation.agent.get('/api/preferences/')).statusCode).toBe(403);
    expect((await organisation.agent.put('/api/preferences/', wish)).statusCode).toBe(403);
  });

  it('lowers the score of a job that misses them, and the explanation says how', async () => {
    const organisation = await signedInOrganisation(ctx.app);
    const job = await createJob(organisation.agent, { keywords: 'Python', is_remote: false, salary_min: 30000, salary_max: 40000 });
    const { agent, applicationId } = await signedInCandidate(ctx.app);
    await addSkill(agent, applicationId, 'Python', 8);
    const match = async () => (await agent.get(`/api/matching/match/?job=${job.id}`)).json().results[0];
    const before = await match();
    await agent.put('/api/preferences/', wish);
    const after = await match();
    expect(after.score).toBeLessThan(before.score);
    expect(after.explanation.factors.preferences.note).toContain('Not remote, and you want remote');
    expect(after.explanation.factors.preferences.note).toContain('Pays less than your lowest salary');
  });

  it.each(['part-time', 'contract', 'temporary'] as const)('keeps %s as a wanted job type and matches it', async (jobType) => {
    const organisation = await signedInOrganisation(ctx.app);
    const wanted = await createJob(organisation.agent, { keywords: 'Python', job_type: jobType });
    const other = await createJob(organisation.agent, { keywords: 'Python', job_type: 'full-time' });
    const { agent, applicationId } = await signedInCandidate(ctx.app);
    await addSkill(agent, applicationId, 'Python', 8);
    const saved = await agent.put('/api/preferences/', { ...wish, job_types: [jobType], work_mode: 'any', min_salary: null, seniority: null });
    expect(saved.json().job_types).toEqual([jobType]);
    const note = async (id: number) => (await agent.get(`/api/matching/match/?job=${id}`)).json().results[0].explanation.factors.preferences.note;
    expect(await note(wanted.id)).toContain(`${jobType} is a job type you want`);
    expect(await note(other.id)).toContain('is not among the job types you want');
  });
});
