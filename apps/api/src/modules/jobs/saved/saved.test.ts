import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/app.ts';
import { Agent, signedInAgent } from '../../../test/agent.ts';
import { createJob, signedInOrganisation } from '../../../test/factories/jobs.ts';

describeEachDialect('/api/jobprofile/{id}/save/', (ctx) => {
  let org: Awaited<ReturnType<typeof signedInOrganisation>>;
  let candidate: Awaited<ReturnType<typeof signedInAgent>>;
  let job: { id: number };

  beforeAll(async () => {
    org = await signedInOrganisation(ctx.app);
    candidate = await signedInAgent(ctx.app);
    job = await createJob(org.agent);
  });

  const savedIds = async () => ((await candidate.agent.get('/api/jobprofile/?saved=true')).json().results as { id: number }[]).map((saved) => saved.id);

  it('saves and unsaves a job, both idempotent', async () => {
    for (let time = 0; time < 2; time += 1) {
      const response = await candidate.agent.post(`/api/jobprofile/${job.id}/save/`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ job: job.id, isSaved: true });
    }
    expect(await savedIds()).toEqual([job.id]);
    expect((await candidate.agent.get(`/api/jobprofile/${job.id}/`)).json().isSaved).toBe(true);
    for (let time = 0; time < 2; time += 1) expect((await candidate.agent.delete(`/api/jobprofile/${job.id}/save/`)).statusCode).toBe(204);
    expect(await savedIds()).toEqual([]);
  });

  it('keeps saves per candidate', async () => {
    const other = await signedInAgent(ctx.app);
    await other.agent.post(`/api/jobprofile/${job.id}/save/`);
    expect(await savedIds()).toEqual([]);
  });

  it('refuses organisations (403) and anonymous visitors (401)', async () => {
    expect((await org.agent.post(`/api/jobprofile/${job.id}/save/`)).statusCode).toBe(403);
    expect((await org.agent.delete(`/api/jobprofile/${job.id}/save/`)).statusCode).toBe(403);
    expect((await new Agent(ctx.app).post(`/api/jobprofile/${job.id}/save/`)).statusCode).toBe(401);
  });

  it('saves only active jobs, and hides a saved job while it is paused', async () => {
    const paused = await createJob(org.agent, { status: 'paused' });
    expect((await candidate.agent.post(`/api/jobprofile/${paused.id}/save/`)).statusCode).toBe(404);
    expect((await candidate.agent.post('/api/jobprofile/999999/save/')).statusCode).toBe(404);
    expect((await candidate.agent.post('/api/jobprofile/abc/save/')).statusCode).toBe(400);
    const later = await createJob(org.agent);
    await candidate.agent.post(`/api/jobprofile/${later.id}/save/`);
    await org.agent.patch(`/api/jobprofile/${later.id}/`, { status: 'paused' });
    expect(await savedIds()).toEqual([]);
    await org.agent.patch(`/api/jobprofile/${later.id}/`, { status: 'active' });
    expect(await savedIds()).toEqual([later.id]);
  });
});
