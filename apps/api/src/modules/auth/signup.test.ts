import { MESSAGES } from '@tandem/contract';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../../test/app.ts';
import { Agent, buildSignup } from '../../test/agent.ts';

describeEachDialect('POST /api/signup/', (ctx) => {
  const signup = async (body: Record<string, unknown>) => new Agent(ctx.app).post('/api/signup/', body);

  it('creates the account, signs it in and answers 201 with who it is', async () => {
    const agent = new Agent(ctx.app);
    const body = buildSignup('recruiter');
    const response = await agent.post('/api/signup/', body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), role: 'recruiter', name: body.name, email: body.email, company: null, email_verified: false, profile_picture: null });
    expect(agent.cookies.get('role')).toBe('recruiter');
    expect(agent.cookies.get('id')).toBe(String(response.json().id));
    expect((await agent.get('/api/whoami/')).json().email).toBe(body.email);
  });

  it('sets sessionid HttpOnly and SameSite=Lax for 7 days', async () => {
    const response = await signup(buildSignup());
    const session = response.cookies.find((cookie) => cookie.name === 'sessionid');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 7 * 86_400, path: '/' });
    expect(response.cookies.find((cookie) => cookie.name === 'role')?.httpOnly).toBeFalsy();
  });

  it('gives a candidate a profile record at once', async () => {
    const agent = new Agent(ctx.app);
    const { id } = (await agent.post('/api/signup/', buildSignup('candidate'))).json();
    const user = (await agent.get(`/api/users/${id}/`)).json();
    expect(user.applicationids).toEqual([{ id: expect.any(Number) }]);
  });

  it('trims and lowercases the email, and refuses it again in another case', async () => {
    const body = buildSignup();
    const first = await signup({ ...body, email: `  ${body.email.toUpperCase()} ` });
    expect(first.json().email).toBe(body.email);
    const again = await signup({ ...buildSignup(), email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ email: [MESSAGES.emailTaken] });
  });

  it.each([
    ['name', '', MESSAGES.usernameRequired],
    ['email', 'nope', MESSAGES.invalidEmail],
    ['email', `${'a'.repeat(250)}@tandem.dev`, MESSAGES.emailTooLong],
    ['email', 'someone@example.com', MESSAGES.emailDomainNotAllowed],
    ['email', 'someone@test.com', MESSAGES.emailDomainNotAllowed],
    ['password', 'Pa0!', MESSAGES.passwordTooShort],
    ['password', `Pa0!${'x'.repeat(30)}`, MESSAGES.passwordTooLong],
    ['password', 'password1!', MESSAGES.passwordComplexity],
    ['role', 'admin', MESSAGES.invalidRole],
  ])('refuses %s "%s" with the page\'s message', async (field, value, message) => {
    const response = await signup({ ...buildSignup(), [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()[field]).toContain(message);
  });

  it('refuses a body that is not an object, without a 500', async () => {
    const response = await new Agent(ctx.app).post('/api/signup/', '"just a string"', { headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
  });

  it('answers malformed JSON with a 400', async () => {
    const response = await new Agent(ctx.app).post('/api/signup/', '{"name":', { headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Malformed request.' });
  });

  it('never stores the password itself', async () => {
    const body = buildSignup();
    await signup(body);
    const row = await ctx.db.selectFrom('users').select('password_hash').where('email', '=', body.email).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(body.password);
  });
});

describeEachDialect(
  'signup throttle',
  (ctx) => {
    it('answers 429 with Retry-After past the hourly signups of one address', async () => {
      const agent = new Agent(ctx.app);
      for (let i = 0; i < 3; i += 1) expect((await agent.post('/api/signup/', buildSignup())).statusCode).toBe(201);
      const response = await new Agent(ctx.app).post('/api/signup/', buildSignup());
      expect(response.statusCode).toBe(429);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json()).toEqual({ detail: 'Request was throttled.' });
    });
  },
  { SIGNUP_RATE_LIMIT: '3' },
);
