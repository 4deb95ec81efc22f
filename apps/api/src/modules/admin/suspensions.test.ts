import { expect, it } from 'vitest';
import { Agent, signedInAgent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import { signedInOperator } from '../../test/factories/admin.ts';
import { createJob, signedInOrganisation } from '../../test/factories/jobs.ts';

describeEachDialect('suspensions', (ctx) => {
  it('ends a suspended user’s sessions at once and refuses their sign-in with a clear message; restore lets them back', async () => {
    const person = await signedInAgent(ctx.app);
    const elsewhere = new Agent(ctx.app);
    expect((await elsewhere.post('/api/login/', { email: person.signup.email, password: person.signup.password })).statusCode).toBe(200);
    const operator = await signedInOperator(ctx.app, ctx.db);

    const noReason = await operator.agent.post(`/api/admin/users/${person.user.id}/suspend/`, {});
    expect(noReason.statusCode).toBe(400);
    expect((await person.agent.get('/api/whoami/')).statusCode).toBe(200);

    const suspended = await operator.agent.post(`/api/admin/users/${person.user.id}/suspend/`, { reason: 'Sent scam messages to candidates' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect((await person.agent.get('/api/whoami/')).statusCode).toBe(401);
    expect((await elsewhere.get('/api/whoami/')).statusCode).toBe(401);
    const refused = await new Agent(ctx.app).post('/api/login/', { email: person.signup.email, password: person.signup.password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('This account is suspended. If you think this is a mistake, write to the Tandem team.');
    // A wrong password still gets the usual 401: the suspension is told only to whoever knows the password.
    expect((await new Agent(ctx.app).post('/api/login/', { email: person.signup.email, password: 'Wr0ngPassword!' })).statusCode).toBe(401);
    expect((await operator.agent.post(`/api/admin/users/${person.user.id}/suspend/`, { reason: 'again' })).statusCode).toBe(409);
    const listed = (await operator.agent.get(`/api/admin/users/?q=${encodeURIComponent(person.signup.email)}`)).json();
    expect(listed.results).toEqual([expect.objectContaining({ id: person.user.id, suspended_at: expect.any(String) })]);

    expect((await operator.agent.post(`/api/admin/users/${person.user.id}/restore/`, { reason: 'Account was hacked; password reset' })).statusCode).toBe(200);
    expect((await new Agent(ctx.app).post('/api/login/', { email: person.signup.email, password: person.signup.password })).statusCode).toBe(200);
    const audit = (await operator.agent.get(`/api/admin/audit/?q=${person.user.id}`)).json().results;
    expect(audit.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'user.restore', target_type: 'user', target_id: person.user.id, reason: 'Account was hacked; password reset' }),
      expect.objectContaining({ action: 'user.suspend', target_type: 'user', target_id: person.user.id, reason: 'Sent scam messages to candidates' }),
    ]);
  });

  it('refuses to suspend an operator, and answers 404 for an unknown account or organisation', async () => {
    const operator = await signedInOperator(ctx.app, ctx.db);
    const other = await signedInOperator(ctx.app, ctx.db);
    expect((await operator.agent.post(`/api/admin/users/${other.user.id}/suspend/`, { reason: 'test' })).statusCode).toBe(400);
    expect((await operator.agent.post('/api/admin/users/999999/suspend/', { reason: 'test' })).statusCode).toBe(404);
    expect((await operator.agent.post('/api/admin/companies/999999/suspend/', { reason: 'test' })).statusCode).toBe(404);
  });

  it('takes a suspended organisation’s jobs out of every list and page at once, signs its members out and keeps them out; restore brings all back', async () => {
    const org = await signedInOrganisation(ctx.app);
    const job = await createJob(org.agent, { title: 'Night Porter' });
    const closed = await createJob(org.agent, { title: 'Old Role', status: 'closed' });
    const candidate = await signedInAgent(ctx.app);
    const visitor = new Agent(ctx.app);
    const publicIds = async () => (await visitor.get('/api/public/jobs/')).json().results.map((row: { id: number }) => row.id);
    const candidateIds = async () => (await candidate.agent.get('/api/jobprofile/?limit=1000')).json().results.map((row: { id: number }) => row.id);
    expect(await publicIds()).toContain(job.id);
    const operator = await signedInOperator(ctx.app, ctx.db);

    const suspended = await operator.agent.post(`/api/admin/companies/${org.company.id}/suspend/`, { reason: 'Fake agency collecting CVs' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await publicIds()).not.toContain(job.id);
    expect(await candidateIds()).not.toContain(job.id);
    const ranked = (await candidate.agent.get('/api/jobprofile/?ordering=-match_score&limit=1000')).json().results.map((row: { id: number }) => row.id);
    expect(ranked).not.toContain(job.id);
    expect((await visitor.get(`/jobs/${job.id}`)).statusCode).toBe(404);
    expect((await visitor.get(`/api/public/organisations/${org.company.id}/`)).statusCode).toBe(404);
    expect((await visitor.get('/sitemap.xml')).body).not.toContain(`/jobs/${job.id}<`);
    expect((await visitor.get('/feeds/jobs.xml')).body).not.toContain(`/jobs/${job.id}`);
    expect((await candidate.agent.get(`/api/jobprofile/${job.id}/`)).statusCode).toBe(404);
    expect((await candidate.agent.post(`/api/jobprofile/${job.id}/apply/`)).statusCode).toBe(404);
    expect((await org.agent.get('/api/whoami/')).statusCode).toBe(401);
    const refused = await new Agent(ctx.app).post('/api/login/', { email: org.signup.email, password: org.signup.password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Your organisation is suspended, so its members cannot sign in. If you think this is a mistake, write to the Tandem team.');
    const companies = (await operator.agent.get(`/api/admin/companies/?q=${org.company.id}`)).json().results;
    expect(companies[0]).toMatchObject({ id: org.company.id, suspended_at: expect.any(String), members: 1, active_jobs: 1 });

    expect((await operator.agent.post(`/api/admin/companies/${org.company.id}/restore/`, { reason: 'Verified as a real agency' })).statusCode).toBe(200);
    expect(await publicIds()).toContain(job.id);
    expect(await publicIds()).not.toContain(closed.id);
    expect((await visitor.get(`/jobs/${job.id}`)).statusCode).toBe(200);
    expect((await new Agent(ctx.app).post('/api/login/', { email: org.signup.email, password: org.signup.password })).statusCode).toBe(200);
    const audit = (await operator.agent.get('/api/admin/audit/?q=company')).json().results;
    expect(audit.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'company.restore', target_id: org.company.id, reason: 'Verified as a real agency', actor: operator.signup.email }),
      expect.objectContaining({ action: 'company.suspend', target_id: org.company.id, reason: 'Fake agency collecting CVs' }),
    ]);
  });
});
