import { beforeAll, expect, it } from 'vitest';
import { type Agent, signedInAgent } from '../../../test/agent.ts';
import type { SignedIn } from '../../../test/parties.ts';
import { describeEachDialect } from '../../../test/app.ts';
import { createJob, createMatchingSession, communityParties, sampleExplanation, type Organisation } from '../../../test/factories/community.ts';

describeEachDialect('matching sessions and results (read-only)', (ctx) => {
  let owner: Organisation, other: Organisation, candidate: SignedIn, anonymous: Agent;
  let secondCandidate: SignedIn;
  let ownSession: number;
  let otherSession: number;
  let ownJob: number;

  beforeAll(async () => {
    ({ owner, other, candidate, anonymous } = await communityParties(ctx, 'recruiter', 'nonprofit'));
    secondCandidate = await signedInAgent(ctx.app, 'candidate');
    ownJob = await createJob(ctx.db, { userId: owner.user.id, companyId: owner.companyId });
    const otherJob = await createJob(ctx.db, { userId: other.user.id, companyId: other.companyId });
    ownSession = await createMatchingSession(ctx.db, owner.user.id, [
      { candidateId: candidate.user.id, jobId: ownJob, score: 91 },
      { candidateId: secondCandidate.user.id, jobId: ownJob, score: 64 },
    ]);
    otherSession = await createMatchingSession(ctx.db, other.user.id, [{ candidateId: candidate.user.id, jobId: otherJob, score: 77 }]);
    await ctx.db.updateTable('match_results').set({ explanation: 'not json' }).where('session_id', '=', otherSession).execute();
  });

  it('shows an organisation the sessions it started, and nobody else', async () => {
    const mine = await owner.agent.get('/api/matching-sessions/');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ count: 1, results: [{ id: ownSession, status: 'finished', progress: 2, total: 2, started_at: expect.any(String), finished_at: expect.any(String) }] });
    expect(Object.keys(mine.json().results[0]).sort()).toEqual(['created_at', 'finished_at', 'id', 'progress', 'started_at', 'status', 'total']);
    expect((await owner.agent.get(`/api/matching-sessions/${ownSession}/`)).statusCode).toBe(200);
    expect((await other.agent.get(`/api/matching-sessions/${ownSession}/`)).statusCode).toBe(404);
    expect((await candidate.agent.get('/api/matching-sessions/')).json()).toMatchObject({ count: 0, results: [] });
    expect((await candidate.agent.get(`/api/matching-sessions/${ownSession}/`)).statusCode).toBe(404);
    expect((await anonymous.get('/api/matching-sessions/')).statusCode).toBe(401);
  });

  it('shows a candidate only the results about themself, explanation parsed', async () => {
    const results = (await candidate.agent.get('/api/match-results/')).json();
    expect(results.count).toBe(2);
    const own = results.results.find((row: { session: number }) => row.session === ownSession);
    expect(own).toEqual({ id: expect.any(Number), session: ownSession, candidate: candidate.user.id, job: ownJob, score: 91, rank: 1, explanation: sampleExplanation, created_at: expect.any(String) });
    expect(results.results.find((row: { session: number }) => row.session === otherSession).explanation).toBeNull();
    const second = (await secondCandidate.agent.get('/api/match-results/')).json();
    expect(second.results.map((row: { candidate: number }) => row.candidate)).toEqual([secondCandidate.user.id]);
    expect((await secondCandidate.agent.get(`/api/match-results/${own.id}/`)).statusCode).toBe(404);
  });

  it("shows an organisation the results for its own jobs, filtered by session and job", async () => {
    const results = (await owner.agent.get(`/api/match-results/?session=${ownSession}&job=${ownJob}`)).json();
    expect(results.results.map((row: { score: number; rank: number }) => [row.rank, row.score])).toEqual([[1, 91], [2, 64]]);
    expect((await owner.agent.get(`/api/match-results/?session=${otherSession}`)).json()).toMatchObject({ count: 0, results: [] });
    expect((await other.agent.get(`/api/match-results/?job=${ownJob}`)).json()).toMatchObject({ count: 0, results: [] });
    expect((await other.agent.get(`/api/match-results/${results.results[0].id}/`)).statusCode).toBe(404);
    expect((await anonymous.get('/api/match-results/')).statusCode).toBe(401);
  });

  it.each([
    ['POST', '/api/matching-sessions/'],
    ['PUT', '/api/matching-sessions/1/'],
    ['PATCH', '/api/match-results/1/'],
    ['DELETE', '/api/match-results/1/'],
  ])('has no %s %s', async (method, url) => {
    const response = await owner.agent.request(method as 'POST', url, { payload: {} });
    expect([404, 405]).toContain(response.statusCode);
  });

  it.each([
    ['/api/match-results/?limit=0', 200],
    ['/api/match-results/?limit=1000', 200],
    ['/api/match-results/?limit=1001', 400],
    ['/api/match-results/?limit=-1', 400],
    ['/api/match-results/?limit=abc', 400],
    ['/api/match-results/?session=abc', 400],
    ['/api/match-results/?session[$ne]=1', 400],
    ['/api/matching-sessions/abc/', 400],
    ['/api/matching-sessions/99999999999/', 400],
  ])('answers %s with %i, never 500', async (url, status) => {
    expect((await candidate.agent.get(url)).statusCode).toBe(status);
  });
});
