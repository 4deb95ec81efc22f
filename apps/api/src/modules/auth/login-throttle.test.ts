import { MESSAGES } from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { Agent, buildSignup, signedInAgent } from '../../test/agent.ts';
import { describeEachDialect, type TestContext } from '../../test/app.ts';
import { accountDelayMs } from '../../lib/login-throttle.ts';
import { testRedisUrl } from '../../test/required-in-ci.ts';

const WRONG = 'Wrong0ne!';
let addressSequence = 0;
/** A client at an address of its own, so each test's failures start from nothing. */
const agentAt = (app: FastifyInstance) => new Agent(app, `198.51.100.${(addressSequence += 1)}`);
const logIn = (agent: Agent, email: string, password: string) =>
  agent.post('/api/login/', { email, password });

const throttleSuite = (ctx: TestContext) => {
  it('answers 429 with Retry-After after too many failures for one account from one address, then refuses even the right password there', async () => {
    const { signup } = await signedInAgent(ctx.app);
    const agent = agentAt(ctx.app);
    for (let i = 0; i < 3; i += 1) expect((await logIn(agent, signup.email, WRONG)).statusCode).toBe(401);
    const blocked = await logIn(agent, signup.email, signup.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets the person sign in from their own address while an attacker elsewhere is locked out', async () => {
    const { signup } = await signedInAgent(ctx.app);
    const attacker = agentAt(ctx.app);
    for (let i = 0; i < 4; i += 1) await logIn(attacker, signup.email, WRONG);
    expect((await logIn(attacker, signup.email, signup.password)).statusCode).toBe(429);
    expect((await logIn(agentAt(ctx.app), signup.email, signup.password)).statusCode).toBe(200);
  });

  it("lets an address's other accounts sign in after one account there is locked (an office behind one address)", async () => {
    const [locked, colleague] = [await signedInAgent(ctx.app), await signedInAgent(ctx.app)];
    const address = `198.51.100.${(addressSequence += 1)}`;
    const office = new Agent(ctx.app, address);
    for (let i = 0; i < 3; i += 1) await logIn(office, locked.signup.email, WRONG);
    expect((await logIn(office, locked.signup.email, locked.signup.password)).statusCode).toBe(429);
    expect(
      (await logIn(new Agent(ctx.app, address), colleague.signup.email, colleague.signup.password))
        .statusCode,
    ).toBe(200);
  });

  it('stops one address trying many accounts at its looser ceiling', async () => {
    const { signup } = await signedInAgent(ctx.app);
    const stuffer = agentAt(ctx.app);
    for (let i = 0; i < 6; i += 1)
      expect((await logIn(stuffer, `victim.${i}.${Date.now()}@tandem.dev`, WRONG)).statusCode).toBe(401);
    expect((await logIn(stuffer, signup.email, signup.password)).statusCode).toBe(429);
    expect((await logIn(agentAt(ctx.app), signup.email, signup.password)).statusCode).toBe(200);
  });

  // Timing is not asserted here (tests are not timed on a shared machine): the service verifies a stand-in
  // Argon2 hash for an unknown email, so both answers cost the same work.
  it('answers unknown and known emails alike, and throttles both the same way', async () => {
    const { signup } = await signedInAgent(ctx.app);
    const ghost = `ghost.${Date.now()}@tandem.dev`;
    for (let i = 0; i < 3; i += 1) {
      const [a, b] = [
        await logIn(agentAt(ctx.app), signup.email, WRONG),
        await logIn(agentAt(ctx.app), ghost, WRONG),
      ];
      expect([a.statusCode, b.statusCode]).toEqual([401, 401]);
      expect(b.body).toBe(a.body);
      expect(a.json()).toEqual({ detail: MESSAGES.login.invalidCredentials });
    }

    const agent = agentAt(ctx.app);
    for (let i = 0; i < 3; i += 1) await logIn(agent, ghost, WRONG);
    expect((await logIn(agent, ghost, WRONG)).statusCode).toBe(429);
  });

  it('slows an account failing from many addresses with a growing delay, and still lets the right password in from a clean address', async () => {
    const { signup } = await signedInAgent(ctx.app);
    const timed = async (agent: Agent, password: string) => {
      const started = performance.now();
      const response = await logIn(agent, signup.email, password);
      return { status: response.statusCode, ms: performance.now() - started };
    };
    // One failure from each of three addresses: no address reaches its own limit (3), the account does.
    for (let i = 0; i < 3; i += 1) expect((await timed(agentAt(ctx.app), WRONG)).status).toBe(401);
    const first = await timed(agentAt(ctx.app), signup.password);
    expect(first.status).toBe(200);
    expect(first.ms).toBeGreaterThanOrEqual(240);
    for (let i = 0; i < 2; i += 1) expect((await timed(agentAt(ctx.app), WRONG)).status).toBe(401);
    // Five failures now: 250 ms doubled twice. Slower, never refused.
    const later = await timed(agentAt(ctx.app), signup.password);
    expect(later.status).toBe(200);
    expect(later.ms).toBeGreaterThanOrEqual(990);
  });
};

describeEachDialect('login throttle', throttleSuite, {
  LOGIN_RATE_LIMIT: '3',
  LOGIN_ADDRESS_RATE_LIMIT: '6',
});

describe('the account delay', () => {
  it('is nothing below the limit, then 250 ms doubling with each failure up to its ceiling', () => {
    expect([2, 3, 4, 5, 9, 1000].map((failures) => accountDelayMs(failures, 3, 10_000))).toEqual([
      0, 250, 500, 1000, 10_000, 10_000,
    ]);
  });
});

// The same throttles with their counters in Redis, each run under a prefix of its own (REDIS_PREFIX).
const redisUrl = testRedisUrl();
if (redisUrl) {
  const prefix = `tandem-test-${randomBytes(5).toString('hex')}`;
  describeEachDialect(
    'login throttle in Redis',
    (ctx) => {
      throttleSuite(ctx);
      it('keeps its counters under REDIS_PREFIX, so deployments sharing a Redis count apart', async () => {
        const email = `prefixed.${Date.now()}@tandem.dev`;
        await logIn(agentAt(ctx.app), email, WRONG);
        const redis = new Redis(redisUrl);
        try {
          expect(await redis.keys(`${prefix}:login-failures:*${email}*`)).not.toEqual([]);
          expect(await redis.keys(`tandem:login-failures:*${email}*`)).toEqual([]);
        } finally {
          const keys = await redis.keys(`${prefix}:*`);
          if (keys.length > 0) await redis.del(...keys);
          await redis.quit();
        }
      });
    },
    { LOGIN_RATE_LIMIT: '3', LOGIN_ADDRESS_RATE_LIMIT: '6', REDIS_URL: redisUrl, REDIS_PREFIX: prefix },
  );
}

describeEachDialect(
  'throttles shared between two instances',
  (ctx) => {
    let second: FastifyInstance;
    beforeAll(async () => {
      second = await buildApp({ config: ctx.database.config, db: ctx.db, logger: false });
      await second.ready();
    });
    afterAll(() => second?.close());

    it('counts failed logins on either instance together on PostgreSQL (one process is the SQLite deployment)', async () => {
      const { signup } = await signedInAgent(ctx.app);
      const address = '203.0.113.7';
      for (const app of [ctx.app, second, ctx.app]) await logIn(new Agent(app, address), signup.email, WRONG);
      const onSecond = await logIn(new Agent(second, address), signup.email, signup.password);
      expect(onSecond.statusCode).toBe(ctx.dialect === 'postgres' ? 429 : 200);
    });

    it('counts signups on either instance together on PostgreSQL', async () => {
      const address = '203.0.113.8';
      const signUp = (app: FastifyInstance) => new Agent(app, address).post('/api/signup/', buildSignup());
      for (const app of [ctx.app, second, ctx.app]) expect((await signUp(app)).statusCode).toBe(201);
      expect((await signUp(second)).statusCode).toBe(ctx.dialect === 'postgres' ? 429 : 201);
    });
  },
  { LOGIN_RATE_LIMIT: '3', SIGNUP_RATE_LIMIT: '3' },
);
