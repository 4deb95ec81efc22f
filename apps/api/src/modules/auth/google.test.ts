import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { Agent, signedInAgent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../../test/databases.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import { MemoryQueue } from '../../queue/index.ts';
import { startTestSmtp } from '../../test/smtp.ts';

const CLIENT_ID = 'tandem-test.apps.googleusercontent.com';
const smtp = await startTestSmtp();
afterAll(() => smtp.close());

describe.each(TEST_DIALECTS)('POST /api/googlelogin/ [%s]', (dialect) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let sign: (claims: Record<string, unknown>, options?: { expiresIn?: string | number; key?: 'trusted' | 'stranger'; audience?: string }) => Promise<string>;

  beforeAll(async () => {
    const trusted = await generateKeyPair('RS256');
    const stranger = await generateKeyPair('RS256');
    const publicJwk: JWK = { ...(await exportJWK(trusted.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    database = await createTestDatabase(dialect, { GOOGLE_CLIENT_ID: CLIENT_ID, SMTP_URL: smtp.url, PUBLIC_URL: 'https://tandem.example' });
    app = await buildApp({
      config: database.config,
      db: database.db,
      logger: false,
      googleKeys: createLocalJWKSet({ keys: [publicJwk] }),
      queue: new MemoryQueue(Fastify({ logger: false }).log),
    });
    sign = async (claims, options = {}) =>
      new SignJWT({ email_verified: true, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer('https://accounts.google.com')
        .setAudience(options.audience ?? CLIENT_ID)
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '10m')
        .sign(options.key === 'stranger' ? stranger.privateKey : trusted.privateKey);
  });
  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  const identity = () => {
    const unique = `${Date.now()}${Math.random().toString(16).slice(2, 8)}`;
    return { sub: `google-${unique}`, email: `g.${unique}@tandem.dev`, name: 'Gina Google' };
  };

  it('creates the account on first use with the role chosen, and signs it in', async () => {
    const agent = new Agent(app);
    const claims = identity();
    const response = await agent.post('/api/googlelogin/', { token: await sign(claims), role: 'smallbiz_owner' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email: claims.email, role: 'smallbiz_owner', name: 'Gina Google', company: null });
    expect(agent.cookies.get('role')).toBe('smallbiz_owner');
    expect((await agent.get('/api/whoami/')).json().email).toBe(claims.email);
  });

  it('makes a candidate when no role is given, and finds the same account next time', async () => {
    const claims = identity();
    const first = (await new Agent(app).post('/api/googlelogin/', { token: await sign(claims) })).json().user;
    expect(first.role).toBe('candidate');
    const second = (await new Agent(app).post('/api/googlelogin/', { token: await sign(claims), role: 'recruiter' })).json().user;
    expect(second).toEqual(first);
  });

  it.each([
    ['expired', async () => sign(identity(), { expiresIn: Math.floor(Date.now() / 1000) - 60 })],
    ['signed by another key', async () => sign(identity(), { key: 'stranger' })],
    ['for another audience', async () => sign(identity(), { audience: 'someone-else.apps.googleusercontent.com' })],
    ['with a tampered payload', async () => {
      const [header, , signature] = (await sign(identity())).split('.');
      const forged = Buffer.from(JSON.stringify({ ...identity(), email_verified: true, iss: 'https://accounts.google.com', aud: CLIENT_ID, exp: 9_999_999_999 })).toString('base64url');
      return `${header}.${forged}.${signature}`;
    }],
    ['without a verified email', async () => sign({ ...identity(), email_verified: false })],
    ['that is not a token at all', async () => 'not-a-jwt'],
  ])('refuses a token %s with 401 and creates nobody', async (_name, makeToken) => {
    const before = await database.db.selectFrom('users').select('id').execute();
    const response = await new Agent(app).post('/api/googlelogin/', { token: await makeToken() });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Google login failed' });
    expect(await database.db.selectFrom('users').select('id').execute()).toHaveLength(before.length);
  });

  it('counts a Google sign-in as a confirmed e-mail, for a new account and for one linked by e-mail', async () => {
    const fresh = new Agent(app);
    const created = (await fresh.post('/api/googlelogin/', { token: await sign(identity()) })).json().user;
    expect((await fresh.get(`/api/users/${created.id}/`)).json().email_verified).toBe(true);
    const { agent, user } = await signedInAgent(app);
    expect((await agent.get(`/api/users/${user.id}/`)).json().email_verified).toBe(false);
    await new Agent(app).post('/api/googlelogin/', { token: await sign({ ...identity(), email: user.email }) });
    const linked = await app.db.selectFrom('users').select('email_verified').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(linked.email_verified).toBe(1);
  });

  it('takes an unconfirmed account of the same e-mail from whoever made it: password removed, sessions ended, owner told by e-mail', async () => {
    // The attacker signs up first with the victim's address, and never confirms it.
    const attacker = await signedInAgent(app);
    expect((await attacker.agent.get('/api/whoami/')).statusCode).toBe(200);
    const victim = new Agent(app);
    const signedIn = await victim.post('/api/googlelogin/', { token: await sign({ ...identity(), email: attacker.signup.email }) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.id).toBe(attacker.user.id);
    expect((await attacker.agent.get('/api/whoami/')).statusCode).toBe(401);
    expect((await new Agent(app).post('/api/login/', { email: attacker.signup.email, password: attacker.signup.password })).statusCode).toBe(401);
    expect((await victim.get('/api/whoami/')).json().email).toBe(attacker.signup.email);
    await app.queue.drain();
    const told = smtp.to(attacker.signup.email).filter((mail) => mail.header('subject') === 'Your Tandem account now signs in with Google');
    expect(told).toHaveLength(1);
    expect(told[0]?.source.replace(/\s+/g, ' ')).toContain('removed its password and signed out every other session');
  });

  it('leaves a confirmed account of the same e-mail its password and sessions, and sends no such e-mail', async () => {
    const { agent, signup, user } = await signedInAgent(app);
    await app.db.updateTable('users').set({ email_verified: 1 }).where('id', '=', user.id).execute();
    expect((await new Agent(app).post('/api/googlelogin/', { token: await sign({ ...identity(), email: signup.email }) })).statusCode).toBe(200);
    expect((await agent.get('/api/whoami/')).statusCode).toBe(200);
    expect((await new Agent(app).post('/api/login/', { email: signup.email, password: signup.password })).statusCode).toBe(200);
    // The confirmation e-mail of the signup is the fence: it went through the same queue, before.
    await app.queue.drain();
    expect(smtp.to(signup.email).some((mail) => mail.header('subject') === 'Your Tandem account now signs in with Google')).toBe(false);
  });

  it('tells the page the client id so it can show the button', async () => {
    expect((await new Agent(app).get('/api/auth/config/')).json()).toEqual({ google_client_id: CLIENT_ID });
  });
});

describeEachDialect('Google sign-in without GOOGLE_CLIENT_ID', (ctx) => {
  it('answers 503 and tells the page to hide the button', async () => {
    const agent = new Agent(ctx.app);
    expect((await agent.post('/api/googlelogin/', { token: 'anything' })).statusCode).toBe(503);
    expect((await agent.get('/api/auth/config/')).json()).toEqual({ google_client_id: null });
  });
});
