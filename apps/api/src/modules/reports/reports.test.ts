import { expect, it } from 'vitest';
import { Agent, signedInAgent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import { signedInOperator } from '../../test/factories/admin.ts';
import { applyTo, createJob, signedInOrganisation } from '../../test/factories/jobs.ts';
import { addSkill, signedInCandidate } from '../../test/factories/profile.ts';

describeEachDialect('reports', (ctx) => {
  const report = (agent: Agent, body: Record<string, unknown>) => agent.post('/api/reports/', body);
  const reportJob = (agent: Agent, jobId: number, reason = 'scam') => report(agent, { target_type: 'job', target_id: jobId, reason, details: 'Asks for a fee up front' });
  /** Whether the job is anywhere a visitor or a candidate finds jobs. */
  async function listedPublicly(jobId: number, candidate: Agent): Promise<Record<string, boolean>> {
    const visitor = new Agent(ctx.app);
    const browse = (await visitor.get('/api/public/jobs/')).json().results.map((job: { id: number }) => job.id);
    const list = (await candidate.get('/api/jobprofile/?limit=1000')).json().results.map((job: { id: number }) => job.id);
    return {
      browse: browse.includes(jobId),
      page: (await visitor.get(`/api/public/jobs/${jobId}/`)).statusCode === 200,
      html: (await visitor.get(`/jobs/${jobId}`)).statusCode === 200,
      sitemap: (await visitor.get('/sitemap.xml')).body.includes(`/jobs/${jobId}<`),
      api: (await candidate.get(`/api/jobprofile/${jobId}/`)).statusCode === 200,
      list: list.includes(jobId),
    };
  }
  const everywhere = { browse: true, page: true, html: true, sitemap: true, api: true, list: true };
  const nowhere = { browse: false, page: false, html: false, sitemap: false, api: false, list: false };

  it('takes a report once per person and target: a second is a 409 and nothing changes', async () => {
    const org = await signedInOrganisation(ctx.app);
    const job = await createJob(org.agent);
    const candidate = await signedInAgent(ctx.app);
    const first = await reportJob(candidate.agent, job.id);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ target_type: 'job', target_id: job.id, reason: 'scam', status: 'open' });
    const second = await reportJob(candidate.agent, job.id, 'fake');
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe('You have already reported this. An operator will look at it.');
    const rows = await ctx.db.selectFrom('reports').select('reason').where('target_id', '=', job.id).where('target_type', '=', 'job').execute();
    expect(rows).toEqual([{ reason: 'scam' }]);
  });

  it("refuses a report of one's own job, organisation or account, a visitor's, and bad input, with clear answers", async () => {
    const org = await signedInOrganisation(ctx.app);
    const job = await createJob(org.agent);
    const own = 'You cannot report your own account, organisation, jobs or messages.';
    expect((await reportJob(org.agent, job.id)).json()).toEqual({ target_id: [own] });
    expect((await report(org.agent, { target_type: 'company', target_id: org.company.id, reason: 'fake' })).json()).toEqual({ target_id: [own] });
    expect((await report(org.agent, { target_type: 'user', target_id: org.user.id, reason: 'fake' })).statusCode).toBe(400);
    expect((await reportJob(new Agent(ctx.app), job.id)).statusCode).toBe(401);
    const candidate = await signedInAgent(ctx.app);
    expect((await report(candidate.agent, { target_type: 'planet', target_id: job.id, reason: 'scam' })).json()).toHaveProperty('target_type');
    expect((await report(candidate.agent, { target_type: 'job', target_id: job.id, reason: 'boring' })).json()).toHaveProperty('reason');
    expect((await report(candidate.agent, { target_type: 'job', target_id: 999_999, reason: 'scam' })).json()).toEqual({ target_id: ['That no longer exists, or you cannot see it.'] });
    expect((await report(candidate.agent, { target_type: 'job', target_id: job.id, reason: 'scam', details: 'x'.repeat(2001) })).json()).toHaveProperty('details');
    expect(await ctx.db.selectFrom('reports').select('id').where('target_id', '=', job.id).execute()).toEqual([]);
  });

  it('hides a job reported by three different people from every list and page until an operator dismisses the reports', async () => {
    const org = await signedInOrganisation(ctx.app);
    const job = await createJob(org.agent, { title: 'Warehouse Assistant' });
    const reporters = [await signedInAgent(ctx.app), await signedInAgent(ctx.app), await signedInAgent(ctx.app)];
    const looker = await signedInAgent(ctx.app);
    await reportJob(reporters[0]!.agent, job.id);
    await reportJob(reporters[1]!.agent, job.id, 'fee');
    expect(await listedPublicly(job.id, looker.agent)).toEqual(everywhere);
    expect((await reportJob(reporters[2]!.agent, job.id, 'fake')).statusCode).toBe(201);
    expect(await listedPublicly(job.id, looker.agent)).toEqual(nowhere);
    // Its organisation still sees its own job.
    expect((await org.agent.get(`/api/jobprofile/${job.id}/`)).statusCode).toBe(200);
    // Pausing and resuming it does not bring it back.
    await org.agent.patch(`/api/jobprofile/${job.id}/`, { status: 'paused' });
    await org.agent.patch(`/api/jobprofile/${job.id}/`, { status: 'active' });
    expect((await new Agent(ctx.app).get(`/api/public/jobs/${job.id}/`)).statusCode).toBe(404);

    const operator = await signedInOperator(ctx.app, ctx.db);
    const open = (await operator.agent.get('/api/admin/reports/')).json();
    const mine = open.results.filter((row: { target_id: number; target_type: string }) => row.target_type === 'job' && row.target_id === job.id);
    expect(mine).toHaveLength(3);
    expect(mine[0]).toMatchObject({ target_hidden: true, open_reports: 3, target_company: org.company.id, target_label: expect.stringContaining('Warehouse Assistant') });
    const missingReason = await operator.agent.post(`/api/admin/reports/${mine[0].id}/resolve/`, { decision: 'dismiss', reason: '  ' });
    expect(missingReason.statusCode).toBe(400);
    expect(missingReason.json()).toEqual({ reason: ['Give a reason: it is kept in the audit log.'] });
    const dismissed = await operator.agent.post(`/api/admin/reports/${mine[0].id}/resolve/`, { decision: 'dismiss', reason: 'A real warehouse; the fee is a uniform deposit' });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(await listedPublicly(job.id, looker.agent)).toEqual(everywhere);
    expect((await operator.agent.post(`/api/admin/reports/${mine[1].id}/resolve/`, { decision: 'remove', reason: 'again' })).statusCode).toBe(409);

    // Every reporter hears the outcome in the bell; the audit log has the decision and its reason.
    for (const reporter of reporters) {
      const notices = (await reporter.agent.get('/api/notifications/')).json().results;
      expect(notices[0]).toMatchObject({ kind: 'report_outcome', title: 'Your report: the job stays' });
    }
    const audit = (await operator.agent.get(`/api/admin/audit/?q=${job.id}`)).json().results;
    expect(audit[0]).toMatchObject({ action: 'report.dismiss', target_type: 'job', target_id: job.id, reason: 'A real warehouse; the fee is a uniform deposit', actor: operator.signup.email });
  });

  it('removes a reported job for good when an operator decides so', async () => {
    const org = await signedInOrganisation(ctx.app);
    const job = await createJob(org.agent);
    const reporter = await signedInAgent(ctx.app);
    const filed = (await reportJob(reporter.agent, job.id)).json();
    const operator = await signedInOperator(ctx.app, ctx.db);
    expect((await operator.agent.post(`/api/admin/reports/${filed.id}/resolve/`, { decision: 'remove', reason: 'Advance-fee scam' })).statusCode).toBe(200);
    expect(await listedPublicly(job.id, reporter.agent)).toEqual(nowhere);
    await org.agent.patch(`/api/jobprofile/${job.id}/`, { status: 'active' });
    expect((await new Agent(ctx.app).get(`/api/public/jobs/${job.id}/`)).statusCode).toBe(404);
    expect((await reporter.agent.get('/api/notifications/')).json().results[0]).toMatchObject({ kind: 'report_outcome', title: 'Your report: the job was removed' });
  });

  it("shows an operator a reported message with its neighbours only, and refuses reports of one's own or others' messages", async () => {
    const org = await signedInOrganisation(ctx.app);
    const job = await createJob(org.agent, { title: 'Python Developer', keywords: 'Python' });
    const candidate = await signedInCandidate(ctx.app);
    await addSkill(candidate.agent, candidate.applicationId, 'Python', 8);
    await applyTo(candidate.agent, job.id);
    const [conversation] = (await candidate.agent.get('/api/conversations/')).json().results;
    const bodies = ['one', 'two', 'three', 'four', 'five', 'six', 'seven'];
    const ids: number[] = [];
    for (const [index, body] of bodies.entries()) {
      const agent = index === 3 ? org.agent : candidate.agent;
      const sent = await agent.post(`/api/conversations/${conversation.id}/messages/`, { body });
      expect(sent.statusCode, sent.body).toBe(201);
      ids.push(sent.json().id);
    }
    const target = ids[3]!;
    expect((await report(org.agent, { target_type: 'message', target_id: target, reason: 'offensive' })).statusCode).toBe(400);
    const outsider = await signedInAgent(ctx.app);
    expect((await report(outsider.agent, { target_type: 'message', target_id: target, reason: 'offensive' })).json()).toEqual({ target_id: ['That no longer exists, or you cannot see it.'] });
    expect((await report(candidate.agent, { target_type: 'message', target_id: target, reason: 'offensive', details: 'Rude' })).statusCode).toBe(201);

    const operator = await signedInOperator(ctx.app, ctx.db);
    const row = (await operator.agent.get('/api/admin/reports/')).json().results.find((item: { target_type: string; target_id: number }) => item.target_type === 'message' && item.target_id === target);
    expect(row.messages.map((message: { body: string }) => message.body)).toEqual(['two', 'three', 'four', 'five', 'six']);
    expect(row.messages.filter((message: { reported: boolean }) => message.reported).map((message: { id: number }) => message.id)).toEqual([target]);
    // The operator has no way into the conversation itself.
    expect((await operator.agent.get(`/api/conversations/${conversation.id}/messages/`)).statusCode).not.toBe(200);
  });

  it('limits how many reports one person files an hour', async () => {
    const org = await signedInOrganisation(ctx.app);
    const jobs = [];
    for (let index = 0; index < 21; index++) jobs.push(await createJob(org.agent, { title: `Job ${index}` }));
    const candidate = await signedInAgent(ctx.app);
    const codes = [];
    for (const job of jobs) codes.push((await reportJob(candidate.agent, job.id)).statusCode);
    expect(codes.slice(0, 20).every((code) => code === 201)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});
