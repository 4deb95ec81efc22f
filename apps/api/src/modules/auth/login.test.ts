import { DETAILS, MESSAGES } from '@tandem/contract';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../../test/app.ts';
import { Agent, signedInAgent } from '../../test/agent.ts';

describeEachDialect('POST /api/login/ and the session', (ctx) => {
  const account = async (role = 'candidate') => {
    const { signup, user } = await signedInAgent(ctx.app, role);
    return { email: signup.email, password: signup.password, user };
  };

  it('signs in and answers id, role, name, email, company and profile picture', async () => {
    const { email, password, user } = await account('nonprofit');
    const agent = new Agent(ctx.app);
    const response = await agent.post('/api/login/', { email, password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: user.id, role: 'nonprofit', name: expect.any(String), email, company: null, email_verified: false, profile_picture: null });
    expect((await agent.get('/api/session/')).json()).toEqual({ isAuthenticated: true });
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const { email, password } = await account();
    const response = await new Agent(ctx.app).post('/api/login/', { email: ` ${email.toUpperCase()} `, password });
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const { email } = await account();
    const wrongPassword = await new Agent(ctx.app).post('/api/login/', { email, password: 'Wrong0ne!' });
    const unknownEmail = await new Agent(ctx.app).post('/api/login/', { email: `nobody.${Date.now()}@tandem.dev`, password: 'Wrong0ne!' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ detail: MESSAGES.login.invalidCredentials });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('asks for both fields', async () => {
    const response = await new Agent(ctx.app).post('/api/login/', { email: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().email).toEqual([MESSAGES.fillAllFields]);
  });

  it('issues a new session token and a new CSRF token at every login', async () => {
    const { email, password } = await account();
    const agent = new Agent(ctx.app);
    await agent.get('/api/session/');
    const csrfBefore = agent.cookies.get('csrftoken');
    await agent.post('/api/login/', { email, password });
    const firstSession = agent.cookies.get('sessionid');
    expect(agent.cookies.get('csrftoken')).not.toBe(csrfBefore);
    await agent.post('/api/login/', { email, password });
    expect(agent.cookies.get('sessionid')).not.toBe(firstSession);
  });

  it('ends the session on the server at logout, so a copied cookie stops working', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const stolen = agent.cookies.get('sessionid') as string;
    const logout = await agent.post('/api/logout/');
    expect(logout.statusCode).toBe(204);
    expect(agent.cookies.has('sessionid')).toBe(false);
    const replay = await ctx.app.inject({ method: 'GET', url: `/api/users/${user.id}/`, cookies: { sessionid: stolen } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: DETAILS.unauthenticated });
  });

  it('refuses an expired session', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    await ctx.db.updateTable('sessions').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('user_id', '=', user.id).execute();
    expect((await agent.get('/api/whoami/')).statusCode).toBe(401);
  });

  it('answers whoami with 401 when nobody is signed in', async () => {
    expect((await new Agent(ctx.app).get('/api/whoami/')).statusCode).toBe(401);
  });

  it('never trusts the id and role cookies', async () => {
    const { user } = await signedInAgent(ctx.app);
    const forged = await ctx.app.inject({ method: 'GET', url: `/api/users/${user.id}/`, cookies: { id: String(user.id), role: 'candidate' } });
    expect(forged.statusCode).toBe(401);
  });
});

describeEachDialect('CSRF', (ctx) => {
  it('refuses a write without the X-CSRFToken header', async () => {
    const agent = new Agent(ctx.app);
    await agent.get('/api/session/');
    const response = await agent.post('/api/login/', { email: 'a@tandem.dev', password: 'x' }, { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: DETAILS.csrf });
  });

  it('refuses a header that does not match the cookie', async () => {
    const agent = new Agent(ctx.app);
    await agent.get('/api/session/');
    const response = await agent.post('/api/logout/', undefined, { headers: { 'x-csrftoken': 'forged.token' } });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a token planted from another session even when cookie and header agree', async () => {
    const attacker = await signedInAgent(ctx.app);
    const victim = await signedInAgent(ctx.app);
    const planted = attacker.agent.cookies.get('csrftoken') as string;
    victim.agent.cookies.set('csrftoken', planted);
    const response = await victim.agent.patch(`/api/users/${victim.user.id}/`, { name: 'Hacked' });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a token issued before login once signed in', async () => {
    const { signup } = await signedInAgent(ctx.app);
    const agent = new Agent(ctx.app);
    await agent.get('/api/session/');
    const anonymousToken = agent.cookies.get('csrftoken') as string;
    const login = await agent.post('/api/login/', { email: signup.email, password: signup.password });
    agent.cookies.set('csrftoken', anonymousToken);
    const response = await agent.patch(`/api/users/${login.json().id}/`, { name: 'Still me' });
    expect(response.statusCode).toBe(403);
  });

  it('lets GET through without a token', async () => {
    expect((await new Agent(ctx.app).get('/api/session/')).statusCode).toBe(200);
  });
});
