import { COMMUNITY_MESSAGES } from '@tandem/contract';
import { beforeAll, expect, it } from 'vitest';
import { type Agent, signedInAgent } from '../../../test/agent.ts';
import type { SignedIn } from '../../../test/parties.ts';
import { describeEachDialect } from '../../../test/app.ts';
import { catalogueSkill, createJob, communityParties, type Organisation } from '../../../test/factories/community.ts';

describeEachDialect('skill matrices', (ctx) => {
  let owner: Organisation, other: Organisation, candidate: SignedIn, anonymous: Agent;
  let secondCandidate: SignedIn;
  let ownJob: number;
  let otherJob: number;
  let skills: { id: number; name: string }[];

  beforeAll(async () => {
    ({ owner, other, candidate, anonymous } = await communityParties(ctx, 'recruiter', 'smallbiz_owner'));
    secondCandidate = await signedInAgent(ctx.app, 'candidate');
    ownJob = await createJob(ctx.db, { userId: owner.user.id, companyId: owner.companyId });
    otherJob = await createJob(ctx.db, { userId: other.user.id, companyId: other.companyId });
    skills = await Promise.all([0, 1, 2, 3, 4, 5].map((position) => catalogueSkill(ctx.db, position)));
  });

  const skill = (index: number) => skills[index] as { id: number; name: string };

  it("weights a catalogue skill for the organisation's own job", async () => {
    const response = await owner.agent.post('/api/job-skill-matrices/', { job: ownJob, skill: skill(0).id, importance: 8 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), job: ownJob, skill: skill(0).id, skill_name: skill(0).name, importance: 8 });
    const updated = await owner.agent.post(`/api/job-skill-matrices/${response.json().id}/update_skill/`, { importance: 3 });
    expect(updated.json().importance).toBe(3);
    const listed = await owner.agent.get(`/api/job-skill-matrices/?job=${ownJob}`);
    expect(listed.json()).toMatchObject({ count: 1, results: [{ id: response.json().id, importance: 3 }] });
  });

  it('refuses the same skill twice on one job with 400', async () => {
    await owner.agent.post('/api/job-skill-matrices/', { job: ownJob, skill: skill(1).id });
    const again = await owner.agent.post('/api/job-skill-matrices/', { job: ownJob, skill: skill(1).id, importance: 2 });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: [COMMUNITY_MESSAGES.duplicateJobSkill] });
  });

  it("keeps a job's matrix from other organisations (404), candidates (403) and anonymous users (401)", async () => {
    const created = (await owner.agent.post('/api/job-skill-matrices/', { job: ownJob, skill: skill(2).id })).json();
    expect((await other.agent.get(`/api/job-skill-matrices/${created.id}/`)).statusCode).toBe(404);
    expect((await other.agent.patch(`/api/job-skill-matrices/${created.id}/`, { importance: 0 })).statusCode).toBe(404);
    expect((await other.agent.post(`/api/job-skill-matrices/${created.id}/update_skill/`, { importance: 0 })).statusCode).toBe(404);
    expect((await other.agent.delete(`/api/job-skill-matrices/${created.id}/`)).statusCode).toBe(404);
    expect((await other.agent.get('/api/job-skill-matrices/?limit=1000')).json().results.map((row: { id: number }) => row.id)).not.toContain(created.id);
    expect((await candidate.agent.get(`/api/job-skill-matrices/${created.id}/`)).statusCode).toBe(403);
    expect((await candidate.agent.get('/api/job-skill-matrices/')).statusCode).toBe(403);
    expect((await candidate.agent.post('/api/job-skill-matrices/', { job: ownJob, skill: skill(3).id })).statusCode).toBe(403);
    expect((await anonymous.get('/api/job-skill-matrices/')).statusCode).toBe(401);
    expect((await anonymous.get(`/api/job-skill-matrices/${created.id}/`)).statusCode).toBe(401);
    expect((await owner.agent.get(`/api/job-skill-matrices/${created.id}/`)).json().importance).toBe(5);
  });

  it("refuses a skill on another organisation's job as an unknown job", async () => {
    const response = await owner.agent.post('/api/job-skill-matrices/', { job: otherJob, skill: skill(0).id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ job: [COMMUNITY_MESSAGES.jobNotFound] });
  });

  it.each([
    ['an importance of 11', { importance: 11 }, 'importance', COMMUNITY_MESSAGES.importance],
    ['an importance of -1', { importance: -1 }, 'importance', COMMUNITY_MESSAGES.importance],
    ['an importance of 2.5', { importance: 2.5 }, 'importance', COMMUNITY_MESSAGES.importance],
    ['an unknown skill', { skill: 2_000_000_000 }, 'skill', COMMUNITY_MESSAGES.skillNotFound],
    ['a skill id too large for the database', { skill: 99_999_999_999 }, 'skill', COMMUNITY_MESSAGES.invalidId],
    ['no job', { job: undefined }, 'job', COMMUNITY_MESSAGES.invalidId],
  ])('refuses %s with 400', async (_name, overrides, field, message) => {
    const response = await owner.agent.post('/api/job-skill-matrices/', { job: ownJob, skill: skill(4).id, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json()[field]).toContain(message);
  });

  it("records a candidate's own skill levels, once per skill", async () => {
    const created = await candidate.agent.post('/api/user-skill-matrices/', { skill: skill(0).id, level: 7, user: secondCandidate.user.id });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), user: candidate.user.id, skill: skill(0).id, skill_name: skill(0).name, level: 7 });
    const again = await candidate.agent.post('/api/user-skill-matrices/', { skill: skill(0).id });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: [COMMUNITY_MESSAGES.duplicateUserSkill] });
    const updated = await candidate.agent.post(`/api/user-skill-matrices/${created.json().id}/update_skill/`, { level: 10 });
    expect(updated.json().level).toBe(10);
    expect((await candidate.agent.post(`/api/user-skill-matrices/${created.json().id}/update_skill/`, { level: 11 })).statusCode).toBe(400);
    const other = await candidate.agent.post('/api/user-skill-matrices/', { skill: skill(1).id });
    const clash = await candidate.agent.patch(`/api/user-skill-matrices/${other.json().id}/`, { skill: skill(0).id });
    expect(clash.statusCode).toBe(400);
    expect((await candidate.agent.get('/api/user-skill-matrices/')).json().count).toBe(2);
    expect((await candidate.agent.delete(`/api/user-skill-matrices/${other.json().id}/`)).statusCode).toBe(204);
  });

  it("keeps a candidate's levels from other candidates (404), organisations (403) and anonymous users (401)", async () => {
    const created = (await candidate.agent.post('/api/user-skill-matrices/', { skill: skill(5).id })).json();
    expect((await secondCandidate.agent.get(`/api/user-skill-matrices/${created.id}/`)).statusCode).toBe(404);
    expect((await secondCandidate.agent.patch(`/api/user-skill-matrices/${created.id}/`, { level: 1 })).statusCode).toBe(404);
    expect((await secondCandidate.agent.delete(`/api/user-skill-matrices/${created.id}/`)).statusCode).toBe(404);
    expect((await secondCandidate.agent.get('/api/user-skill-matrices/')).json()).toMatchObject({ count: 0, results: [] });
    expect((await owner.agent.get(`/api/user-skill-matrices/${created.id}/`)).statusCode).toBe(403);
    expect((await owner.agent.get('/api/user-skill-matrices/')).statusCode).toBe(403);
    expect((await anonymous.get('/api/user-skill-matrices/')).statusCode).toBe(401);
    expect((await candidate.agent.get(`/api/user-skill-matrices/${created.id}/`)).json().level).toBe(5);
  });

  it.each([
    ['/api/job-skill-matrices/?limit=0', 200],
    ['/api/job-skill-matrices/?limit=1000', 200],
    ['/api/job-skill-matrices/?limit=1001', 400],
    ['/api/job-skill-matrices/?limit=-1', 400],
    ['/api/job-skill-matrices/?limit=abc', 400],
    ['/api/job-skill-matrices/?job=abc', 400],
    ['/api/job-skill-matrices/?job[$ne]=1', 400],
    ['/api/job-skill-matrices/abc/', 400],
  ])('answers %s with %i, never 500', async (url, status) => {
    expect((await owner.agent.get(url)).statusCode).toBe(status);
  });
});
