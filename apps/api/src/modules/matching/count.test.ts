import { SCORE_BANDS } from '@tandem/contract';
import { SCORE_BANDS as ENGINE_BANDS } from '@tandem/matching';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../../test/app.ts';
import { createJob, signedInOrganisation } from '../../test/factories/jobs.ts';
import { addSkill, signedInCandidate } from '../../test/factories/profile.ts';

describeEachDialect('/api/matching/count/', (ctx) => {
  it('counts the active jobs scoring 50 or more, none for an empty profile', async () => {
    const organisation = await signedInOrganisation(ctx.app);
    await createJob(organisation.agent, { keywords: 'Python, Django', degree_requirements: '', years_of_experience: 0, is_remote: true });
    await createJob(organisation.agent, { keywords: 'Carpentry, Joinery', degree_requirements: '', years_of_experience: 0, is_remote: true });
    const { agent, applicationId } = await signedInCandidate(ctx.app);
    expect((await agent.get('/api/matching/count/')).json()).toEqual({ matched: 0, capped: false, skills: 0 });
    await addSkill(agent, applicationId, 'Python', 8);
    await addSkill(agent, applicationId, 'Django', 8);
    const answer = (await agent.get('/api/matching/count/')).json();
    expect(answer).toMatchObject({ skills: 2, capped: false });
    const scores = (await agent.get('/api/jobprofile/?ordering=-match_score')).json().results.map((job: { match_score: number }) => job.match_score);
    expect(answer.matched).toBe(scores.filter((score: number) => score >= 50).length);
    expect(answer.matched).toBeGreaterThanOrEqual(1);
  });

  it('is for candidates', async () => {
    const organisation = await signedInOrganisation(ctx.app);
    expect((await organisation.agent.get('/api/matching/count/')).statusCode).toBe(403);
  });

  it('names the bands the engine explains with, the contract\'s', () => {
    expect(ENGINE_BANDS).toEqual(SCORE_BANDS);
  });
});
