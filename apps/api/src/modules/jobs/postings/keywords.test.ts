import { expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/app.ts';
import { buildJob, createJob, signedInOrganisation } from '../../../test/factories/jobs.ts';

describeEachDialect('job keywords from the skill catalogue', (ctx) => {
  it('stores catalogue names for names and aliases, each once', async () => {
    const { agent } = await signedInOrganisation(ctx.app);
    const job = await createJob(agent, { keywords: 'python, Golang, Python' });
    expect(job.keywords).toBe('Python, Go');
  });

  it('refuses a word outside the catalogue, offering the nearest skills or asking to choose from the list', async () => {
    const { agent } = await signedInOrganisation(ctx.app);
    const response = await agent.post('/api/jobprofile/', buildJob({ keywords: 'Pyth, Underwater basket weaving, Django' }));
    expect(response.statusCode).toBe(400);
    const [near, far] = response.json().keywords as string[];
    expect(near).toMatch(/^'Pyth' is not in the skill catalogue\. Did you mean Python.*\? Choose a skill from the list\.$/);
    expect(far).toBe("'Underwater basket weaving' is not in the skill catalogue. Choose a skill from the list.");
  });

  it('refuses the same on an edit', async () => {
    const { agent } = await signedInOrganisation(ctx.app);
    const job = await createJob(agent);
    const patched = await agent.patch(`/api/jobprofile/${job.id}/`, { keywords: 'Pyth' });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().keywords[0]).toContain('Choose a skill from the list');
  });
});
