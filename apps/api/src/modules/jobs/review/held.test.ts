import { REVIEW_MESSAGES, type JobAnswer } from '@tandem/contract';
import { beforeAll, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { describeEachDialect } from '../../../test/app.ts';
import { signedInOperator } from '../../../test/factories/admin.ts';
import { createJob, signedInOrganisation, type Organisation } from '../../../test/factories/jobs.ts';
import { addSkill, signedInCandidate, type Candidate } from '../../../test/factories/profile.ts';

// Jobs held for review (docs/product.md section C20): held on posting or editing, seen by its organisation alone with
// the reason, in no list, page, feed, sitemap, ranking or alert until an operator publishes it.

const SCAM = {
  title: 'Python Developer (work from home)',
  description: 'Earn fast from home. A £50 registration fee secures your place. Message Sam on WhatsApp: +44 7700 900123.',
  keywords: 'Python',
  city: 'London',
};

describeEachDialect('jobs held for review', (ctx) => {
  let org: Organisation, other: Organisation, candidate: Candidate, operator: { agent: Agent };
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const notices = async (agent: Agent, kind: string) =>
    ((await agent.get('/api/notifications/')).json().results as { kind: string; title: string; body: string }[]).filter((item) => item.kind === kind);

  /** Everywhere a job can be seen without owning it; each answer says whether the job is there. */
  async function everywhere(job: JobAnswer): Promise<Record<string, boolean>> {
    await ctx.app.queue.drain();
    const ids = (body: { results: { id: number }[] }) => body.results.map((item) => item.id);
    const has = (text: string) => text.includes(`/jobs/${job.id}<`) || text.includes(`/jobs/${job.id}"`) || text.includes(`/jobs/${job.id}?`);
    return {
      'candidate list': ids((await candidate.agent.get('/api/jobprofile/')).json()).includes(job.id),
      'candidate ranked by match': ids((await candidate.agent.get('/api/jobprofile/?ordering=-match_score')).json()).includes(job.id),
      'candidate search': ids((await candidate.agent.get('/api/jobprofile/?search=Python')).json()).includes(job.id),
      'candidate job': (await candidate.agent.get(`/api/jobprofile/${job.id}/`)).statusCode === 200,
      'other organisation job': (await other.agent.get(`/api/jobprofile/${job.id}/`)).statusCode === 200,
      'public list': ids((await get('/api/public/jobs/')).json()).includes(job.id),
      'public job': (await get(`/api/public/jobs/${job.id}/`)).statusCode === 200,
      'public organisation': ((await get(`/api/public/organisations/${org.company.id}/`)).json().jobs as { id: number }[]).some((item) => item.id === job.id),
      'job page': (await get(`/jobs/${job.id}`)).statusCode === 200,
      'share image': (await get(`/og/jobs/${job.id}.png`)).statusCode === 200,
      browse: has((await get('/browse')).body),
      sitemap: (await get('/sitemap.xml')).body.includes(`/jobs/${job.id}<`),
      feed: (await get('/feeds/jobs.xml')).body.includes(`/jobs/${job.id}`),
      'aggregator feed': (await get('/feeds/jobs.xml?format=indeed')).body.includes(`/jobs/${job.id}`),
      'saved job': (await candidate.agent.post(`/api/jobprofile/${job.id}/save/`, {})).statusCode < 300,
    };
  }
  const nowhere = (seen: Record<string, boolean>) => Object.fromEntries(Object.keys(seen).map((key) => [key, false]));

  beforeAll(async () => {
    org = await signedInOrganisation(ctx.app, 'smallbiz_owner', { name: 'Quick Cash Ltd' });
    other = await signedInOrganisation(ctx.app);
    candidate = await signedInCandidate(ctx.app);
    await addSkill(candidate.agent, candidate.applicationId, 'Python', 9);
    operator = await signedInOperator(ctx.app, ctx.db);
    await candidate.agent.post('/api/saved-searches/', { name: 'Python', query: { search: 'python' }, alert: 'instant' });
  });

  it("holds a job asking a 'registration fee' with a WhatsApp number: its organisation sees why, nobody else sees it, until an operator publishes it", async () => {
    const posted = await org.agent.post('/api/jobprofile/', { ...createBody(), ...SCAM });
    expect(posted.statusCode).toBe(201);
    const job = posted.json() as JobAnswer;
    expect(job).toMatchObject({ status: 'held', is_active: false });
    expect(job.held_reason).toContain('asks applicants for money');
    expect(job.held_reason).toContain('WhatsApp');

    // Its organisation sees it, with the reason, in its own list and on its own.
    const mine = (await org.agent.get('/api/jobprofile/?mine=true')).json().results as JobAnswer[];
    expect(mine.find((item) => item.id === job.id)).toMatchObject({ status: 'held', held_reason: job.held_reason });
    expect((await org.agent.get(`/api/jobprofile/${job.id}/`)).json()).toMatchObject({ status: 'held', held_reason: job.held_reason });

    const seen = await everywhere(job);
    expect(seen).toEqual(nowhere(seen));
    expect(await notices(candidate.agent, 'saved_search_match')).toHaveLength(0);

    // The organisation cannot publish it itself; it may still edit it (still held) or close it.
    const selfPublish = await org.agent.patch(`/api/jobprofile/${job.id}/`, { status: 'active' });
    expect(selfPublish.statusCode).toBe(400);
    expect(selfPublish.json()).toEqual({ status: [REVIEW_MESSAGES.heldStatus] });
    expect((await org.agent.patch(`/api/jobprofile/${job.id}/`, { is_active: true })).statusCode).toBe(400);
    expect((await org.agent.patch(`/api/jobprofile/${job.id}/`, { department: 'Sales' })).json()).toMatchObject({ status: 'held', department: 'Sales' });

    // The operator's queue has it, with the reason; publishing takes a reason, logs it and tells the organisation.
    const queue = (await operator.agent.get('/api/admin/jobs/held/')).json();
    expect(queue.results).toContainEqual(expect.objectContaining({ id: job.id, company_name: 'Quick Cash Ltd', held_reason: job.held_reason }));
    expect((await operator.agent.post(`/api/admin/jobs/${job.id}/publish/`, { reason: '' })).statusCode).toBe(400);
    const published = await operator.agent.post(`/api/admin/jobs/${job.id}/publish/`, { reason: 'Fee is a refundable DBS check the employer covers; checked by phone.' });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({ id: job.id, status: 'active' });

    const after = await everywhere(job);
    expect(after).toEqual(Object.fromEntries(Object.keys(after).map((key) => [key, true])));
    // The alert the hold kept back goes out now, once.
    expect(await notices(candidate.agent, 'saved_search_match')).toHaveLength(1);
    expect(await notices(org.agent, 'job_review')).toEqual([expect.objectContaining({ title: `${SCAM.title} is published` })]);
    const audit = (await operator.agent.get('/api/admin/audit/')).json().results;
    expect(audit[0]).toMatchObject({ action: 'job.publish', target_type: 'job', target_id: job.id, reason: 'Fee is a refundable DBS check the employer covers; checked by phone.' });

    // Saved again with the very words the operator published, it is not held again; new scam words are.
    expect((await org.agent.patch(`/api/jobprofile/${job.id}/`, { status: 'paused' })).json().status).toBe('paused');
    expect((await org.agent.patch(`/api/jobprofile/${job.id}/`, { status: 'active' })).json().status).toBe('active');
    const edited = (await org.agent.patch(`/api/jobprofile/${job.id}/`, { description: `${SCAM.description} Or pay in Bitcoin.` })).json();
    expect(edited).toMatchObject({ status: 'held' });
    expect(edited.held_reason).toContain('cryptocurrency');
  });

  it('holds an active job when an edit trips a rule, and an operator rejection closes it and tells the organisation why', async () => {
    const job = await createJob(org.agent, { title: 'Python Tutor', keywords: 'Python', city: 'Leeds' });
    expect(job.status).toBe('active');
    const edited = (await org.agent.put(`/api/jobprofile/${job.id}/`, { ...createBody(), title: 'Python Tutor', description: 'Email your CV to tutor.jobs@gmail.com' })).json();
    expect(edited).toMatchObject({ status: 'held', is_active: false });
    expect(edited.held_reason).toContain('personal e-mail');
    expect((await everywhere(job))['public job']).toBe(false);

    const rejected = await operator.agent.post(`/api/admin/jobs/${job.id}/reject/`, { reason: 'Contact is off the platform.' });
    expect(rejected.json()).toEqual({ id: job.id, status: 'closed' });
    expect((await org.agent.get(`/api/jobprofile/${job.id}/`)).json()).toMatchObject({ status: 'closed', held_reason: null });
    const told = await notices(org.agent, 'job_review');
    expect(told[0]).toMatchObject({ title: 'Python Tutor was not published', body: expect.stringContaining('Their reason: Contact is off the platform.') });
    // A decision is taken once: the job is no longer held.
    const again = await operator.agent.post(`/api/admin/jobs/${job.id}/publish/`, { reason: 'Second thoughts' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: [REVIEW_MESSAGES.notHeld] });
    expect((await operator.agent.post('/api/admin/jobs/999999/reject/', { reason: 'None' })).statusCode).toBe(404);
  });

  it('lets an ordinary job through untouched', async () => {
    const job = await createJob(other.agent, { title: 'Python Developer', description: 'Build our APIs. We pay for your training and your DBS check.', keywords: 'Python' });
    expect(job).toMatchObject({ status: 'active', held_reason: null });
  });

  it('refuses the held-jobs calls to anyone but an operator', async () => {
    const held = await createJob(org.agent, { ...SCAM, title: 'Another scam' });
    for (const [who, agent, status] of [
      ['anonymous', new Agent(ctx.app), 401],
      ['candidate', candidate.agent, 403],
      ['organisation', org.agent, 403],
    ] as const) {
      const call = (method: 'GET' | 'POST', url: string) => (method === 'GET' ? agent.get(url) : agent.post(url, { reason: 'x' }));
      expect({ who, status: (await call('GET', '/api/admin/jobs/held/')).statusCode }).toEqual({ who, status });
      expect({ who, status: (await call('POST', `/api/admin/jobs/${held.id}/publish/`)).statusCode }).toEqual({ who, status });
      expect({ who, status: (await call('POST', `/api/admin/jobs/${held.id}/reject/`)).statusCode }).toEqual({ who, status });
    }
    expect((await org.agent.get(`/api/jobprofile/${held.id}/`)).json().status).toBe('held');
  });
});

/** A whole posting (PUT) with a pay range. */
function createBody(): Record<string, unknown> {
  return { description: 'Build our APIs.', keywords: 'Python', salary_min: 40000, salary_max: 55000, country: 'United Kingdom', state: 'England', city: 'London', job_type: 'full-time', years_of_experience: 1 };
}
