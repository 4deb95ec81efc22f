import type { JobAnswer } from '@tandem/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/app.ts';
import { createJob, signedInOrganisation } from '../../../test/factories/jobs.ts';
import { addSkill, signedInCandidate } from '../../../test/factories/profile.ts';

// The candidate's best-matches list (ordering=-match_score, no filter) reads job rows kept in memory between
// requests (row-cache.ts): every change must still show on the next read.
describeEachDialect('/api/jobprofile/?ordering=-match_score, read from rows kept in memory', (ctx) => {
  let org: Awaited<ReturnType<typeof signedInOrganisation>>;
  let candidate: Awaited<ReturnType<typeof signedInCandidate>>;
  let python: JobAnswer;
  let golang: JobAnswer;

  const bestMatches = async () => {
    const response = await candidate.agent.get('/api/jobprofile/?ordering=-match_score&limit=20');
    expect(response.statusCode).toBe(200);
    return (response.json() as { count: number; results: JobAnswer[] }).results;
  };
  const find = async (id: number) => (await bestMatches()).find((job) => job.id === id);

  beforeAll(async () => {
    org = await signedInOrganisation(ctx.app, 'recruiter', { name: 'Before Rename Ltd' });
    python = await createJob(org.agent, { title: 'Python Developer', keywords: 'Python, Django', salary_min: 40000, salary_max: 50000 });
    golang = await createJob(org.agent, { title: 'Go Developer', keywords: 'Go, Kubernetes' });
    candidate = await signedInCandidate(ctx.app);
    await addSkill(candidate.agent, candidate.applicationId, 'Python', 9);
    // Read once, so the rows are kept before anything below changes them.
    expect((await bestMatches()).map((job) => job.id)).toEqual(expect.arrayContaining([python.id, golang.id]));
  });

  it('answers each job exactly as the single-job route does for the candidate, and pages with next and previous', async () => {
    for (const job of await bestMatches()) {
      const single = await candidate.agent.get(`/api/jobprofile/${job.id}/`);
      expect(job).toStrictEqual(single.json());
    }
    const first = (await candidate.agent.get('/api/jobprofile/?ordering=-match_score&limit=1')).json() as { count: number; next: string | null; previous: string | null; results: JobAnswer[] };
    expect(first).toMatchObject({ count: 2, next: '/api/jobprofile/?ordering=-match_score&limit=1&offset=1', previous: null });
    const second = (await candidate.agent.get(first.next as string)).json() as typeof first;
    expect(second).toMatchObject({ count: 2, next: null, previous: '/api/jobprofile/?ordering=-match_score&limit=1' });
    expect([first.results[0]?.id, second.results[0]?.id]).toEqual([python.id, golang.id]);
  });

  it("shows a job's new title and salary on the next read after its owner edits it", async () => {
    const patched = await org.agent.patch(`/api/jobprofile/${python.id}/`, { title: 'Senior Python Developer', salary_max: 65000 });
    expect(patched.statusCode).toBe(200);
    expect(await find(python.id)).toMatchObject({ title: 'Senior Python Developer', salary_max: 65000 });
  });

  it("shows the company's new name on the next read after it is renamed", async () => {
    const renamed = await org.agent.patch(`/api/company/${org.company.id}/`, { name: 'After Rename Ltd' });
    expect(renamed.statusCode).toBe(200);
    expect(await find(python.id)).toMatchObject({ company_name: 'After Rename Ltd' });
  });

  it('shows isSaved as the candidate saves and unsaves, each on the next read', async () => {
    expect((await candidate.agent.post(`/api/jobprofile/${golang.id}/save/`)).statusCode).toBeLessThan(300);
    expect(await find(golang.id)).toMatchObject({ isSaved: true });
    expect((await candidate.agent.delete(`/api/jobprofile/${golang.id}/save/`)).statusCode).toBeLessThan(300);
    expect(await find(golang.id)).toMatchObject({ isSaved: false });
  });

  it('leaves out a job once it is closed, and one once it is deleted', async () => {
    expect((await org.agent.patch(`/api/jobprofile/${golang.id}/`, { status: 'closed' })).statusCode).toBe(200);
    expect(await find(golang.id)).toBeUndefined();
    expect((await org.agent.delete(`/api/jobprofile/${python.id}/`)).statusCode).toBe(204);
    expect(await find(python.id)).toBeUndefined();
  });
});
