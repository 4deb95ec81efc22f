import { beforeAll, expect, it } from 'vitest';
import { Agent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import { applyTo, createJob, signedInOrganisation } from '../../test/factories/jobs.ts';
import { addSkill, signedInCandidate } from '../../test/factories/profile.ts';

// The applicant board's match scores (docs/product.md section C18): the engine's number, the one the job's ranking shows.
describeEachDialect('match scores of a job’s applicants', (ctx) => {
  let org: Awaited<ReturnType<typeof signedInOrganisation>>;
  let pythonista: Awaited<ReturnType<typeof signedInCandidate>>;
  let designer: Awaited<ReturnType<typeof signedInCandidate>>;
  let job: { id: number };

  beforeAll(async () => {
    org = await signedInOrganisation(ctx.app, 'recruiter');
    job = await createJob(org.agent, { title: 'Python Developer', keywords: 'Python, Django, PostgreSQL', city: 'London', state: 'England', country: 'United Kingdom' });
    pythonista = await signedInCandidate(ctx.app);
    await addSkill(pythonista.agent, pythonista.applicationId, 'Python', 9);
    await addSkill(pythonista.agent, pythonista.applicationId, 'Django', 8);
    designer = await signedInCandidate(ctx.app);
    await addSkill(designer.agent, designer.applicationId, 'Typography', 9);
    await applyTo(pythonista.agent, job.id);
    await applyTo(designer.agent, job.id);
  });

  const scores = async (agent: Agent) => new Map(((await agent.get(`/api/matching/applicant-scores/?job=${job.id}`)).json().results as { candidate: number; score: number }[]).map((row) => [row.candidate, row.score]));

  it("answers each applicant's score as the job's ranking shows it", async () => {
    const ranking = (await org.agent.get(`/api/matching/match/?job=${job.id}&limit=100`)).json().results as { candidate: { id: number }; score: number }[];
    const ranked = new Map(ranking.map((row) => [row.candidate.id, row.score]));
    const answered = await scores(org.agent);
    expect(answered.get(pythonista.user.id)).toBe(ranked.get(pythonista.user.id));
    expect(answered.get(designer.user.id)).toBe(ranked.get(designer.user.id));
    expect(answered.get(pythonista.user.id)!).toBeGreaterThan(answered.get(designer.user.id)!);
  });

  it('leaves out an applicant who chose to be seen by nobody, and one who withdrew', async () => {
    await designer.agent.patch(`/api/users/${designer.user.id}/`, { visibility: 'hidden' });
    expect((await scores(org.agent)).has(designer.user.id)).toBe(false);
    await designer.agent.patch(`/api/users/${designer.user.id}/`, { visibility: 'open' });
    expect((await scores(org.agent)).has(designer.user.id)).toBe(true);
    const [mine] = (await pythonista.agent.get('/api/job-applications/')).json().results as { id: number }[];
    await pythonista.agent.post(`/api/job-applications/${mine!.id}/withdraw/`, {});
    expect((await scores(org.agent)).has(pythonista.user.id)).toBe(false);
  });

  it("refuses the anonymous, candidates and another organisation's members, and asks for a job", async () => {
    const other = await signedInOrganisation(ctx.app, 'smallbiz_owner');
    expect((await new Agent(ctx.app).get(`/api/matching/applicant-scores/?job=${job.id}`)).statusCode).toBe(401);
    expect((await pythonista.agent.get(`/api/matching/applicant-scores/?job=${job.id}`)).statusCode).toBe(403);
    expect((await other.agent.get(`/api/matching/applicant-scores/?job=${job.id}`)).statusCode).toBe(404);
    expect((await org.agent.get('/api/matching/applicant-scores/')).statusCode).toBe(400);
  });
});
