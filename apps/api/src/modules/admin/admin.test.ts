import { expect, it } from 'vitest';
import { Agent, buildSignup, signedInAgent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import { signedInOperator } from '../../test/factories/admin.ts';
import { signedInOrganisation } from '../../test/factories/jobs.ts';
import { listOperators, makeOperator, removeOperator } from './index.ts';

/** Every operator call, with a body that would be valid for an operator. */
const ADMIN_CALLS: [method: 'GET' | 'POST', url: string, body?: unknown][] = [
  ['GET', '/api/admin/audit/'],
  ['GET', '/api/admin/audit/?q=suspend'],
  ['GET', '/api/admin/reports/'],
  ['POST', '/api/admin/reports/1/resolve/', { decision: 'dismiss', reason: 'Not a scam' }],
  ['GET', '/api/admin/users/'],
  ['POST', '/api/admin/users/1/suspend/', { reason: 'Spam' }],
  ['POST', '/api/admin/users/1/restore/', { reason: 'Appeal upheld' }],
  ['GET', '/api/admin/companies/'],
  ['POST', '/api/admin/companies/1/suspend/', { reason: 'Fake jobs' }],
  ['POST', '/api/admin/companies/1/restore/', { reason: 'Appeal upheld' }],
];

describeEachDialect('the operator', (ctx) => {
  const call = (agent: Agent, [method, url, body]: (typeof ADMIN_CALLS)[number]) => (method === 'GET' ? agent.get(url) : agent.post(url, body));

  it('refuses every admin call with a 401 to a visitor and a 403 to candidates and organisations', async () => {
    const anonymous = new Agent(ctx.app);
    const candidate = await signedInAgent(ctx.app, 'candidate');
    const organisation = await signedInOrganisation(ctx.app);
    for (const request of ADMIN_CALLS) {
      expect((await call(anonymous, request)).statusCode, `${request[1]} anonymous`).toBe(401);
      expect((await call(candidate.agent, request)).statusCode, `${request[1]} candidate`).toBe(403);
      expect((await call(organisation.agent, request)).statusCode, `${request[1]} organisation`).toBe(403);
    }
  });

  it('answers an operator made by the admin command; its signed-in answer says admin', async () => {
    const operator = await signedInOperator(ctx.app, ctx.db);
    expect((await operator.agent.get('/api/whoami/')).json()).toMatchObject({ role: 'admin' });
    const audit = await operator.agent.get('/api/admin/audit/');
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json()).toMatchObject({ count: expect.any(Number), results: expect.any(Array) });
  });

  it('cannot be made by signup, Google sign-in or a profile change', async () => {
    const agent = new Agent(ctx.app);
    const signup = await agent.post('/api/signup/', buildSignup('admin'));
    expect(signup.statusCode).toBe(400);
    expect(signup.json()).toHaveProperty('role');
    const google = await agent.post('/api/googlelogin/', { token: 'x', role: 'admin' });
    expect(google.statusCode).toBe(400);
    const candidate = await signedInAgent(ctx.app, 'candidate');
    const patch = await candidate.agent.patch(`/api/users/${candidate.user.id}/`, { role: 'admin' });
    expect(patch.statusCode).toBe(400);
    expect((await candidate.agent.get('/api/whoami/')).json().role).toBe('candidate');
    const row = await ctx.db.selectFrom('users').select('role').where('id', '=', candidate.user.id).executeTakeFirstOrThrow();
    expect(row.role).toBe('candidate');
  });

  it('makes, lists and removes operators as the admin command does, giving an account its role back', async () => {
    const organisation = await signedInOrganisation(ctx.app);
    const made = await makeOperator(ctx.db, organisation.signup.email.toUpperCase());
    expect(made).toMatchObject({ created: false, already: false, passwordToken: null });
    expect(made.user.role).toBe('admin');
    expect((await makeOperator(ctx.db, organisation.signup.email)).already).toBe(true);
    expect((await listOperators(ctx.db)).map((row) => row.email)).toContain(organisation.signup.email);

    expect(await removeOperator(ctx.db, organisation.signup.email)).toBe(true);
    const back = await ctx.db.selectFrom('users').select(['role', 'company_id']).where('email', '=', organisation.signup.email).executeTakeFirstOrThrow();
    expect(back).toEqual({ role: 'recruiter', company_id: organisation.company.id });
    expect(await removeOperator(ctx.db, organisation.signup.email)).toBe(false);
    // The removal ended the sessions: signing in again is needed.
    expect((await organisation.agent.get('/api/whoami/')).statusCode).toBe(401);
  });

  it('creates a new operator account without a password, with a link that sets one', async () => {
    const email = `ops.${Date.now()}@tandem.dev`;
    const made = await makeOperator(ctx.db, email);
    expect(made.created).toBe(true);
    expect(made.passwordToken).toEqual(expect.any(String));
    const agent = new Agent(ctx.app);
    const reset = await agent.post('/api/password-reset/confirm/', { token: made.passwordToken, password: 'An0therPassw0rd!' });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await agent.post('/api/login/', { email, password: 'An0therPassw0rd!' });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().role).toBe('admin');
    expect((await agent.get('/api/admin/audit/')).statusCode).toBe(200);
  });
});

