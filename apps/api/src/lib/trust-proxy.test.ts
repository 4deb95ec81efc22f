import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { Agent, signedInAgent } from '../test/agent.ts';
import { describeEachDialect } from '../test/app.ts';

const WRONG = 'Wrong0ne!';
/** A request as nginx forwards it: from the proxy's address, the client's in X-Forwarded-For. */
const viaProxy = (app: FastifyInstance, proxy: string, forwardedFor: string, proto = 'http') => {
  const agent = new Agent(app, proxy);
  const headers = { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': proto };
  return {
    logIn: (email: string, password: string) => agent.post('/api/login/', { email, password }, { headers }),
    session: () => agent.get('/api/session/', { headers }),
  };
};
const secureOf = (response: { cookies: Array<{ name: string; secure?: boolean }> }, name: string) =>
  response.cookies.find((cookie) => cookie.name === name)?.secure ?? false;

describeEachDialect(
  'TRUST_PROXY as a hop count (1)',
  (ctx) => {
    it('counts failed logins for the client nginx names, so one client behind the proxy cannot lock out another', async () => {
      const { signup } = await signedInAgent(ctx.app);
      const attacker = viaProxy(ctx.app, '127.0.0.1', '203.0.113.10');
      for (let i = 0; i < 2; i += 1) expect((await attacker.logIn(signup.email, WRONG)).statusCode).toBe(401);
      expect((await attacker.logIn(signup.email, signup.password)).statusCode).toBe(429);
      expect((await viaProxy(ctx.app, '127.0.0.1', '203.0.113.11').logIn(signup.email, signup.password)).statusCode).toBe(200);
    });

    it('believes only the hop nginx added, not addresses a client wrote in front of it', async () => {
      const { signup } = await signedInAgent(ctx.app);
      // The client claims a fresh address each time; nginx appends the real one, which is what counts.
      for (let i = 0; i < 2; i += 1) await viaProxy(ctx.app, '127.0.0.1', `192.0.2.${i + 1}, 203.0.113.20`).logIn(signup.email, WRONG);
      expect((await viaProxy(ctx.app, '127.0.0.1', '192.0.2.99, 203.0.113.20').logIn(signup.email, signup.password)).statusCode).toBe(429);
    });

    it('marks cookies Secure when the proxy says the client came over HTTPS, and not over HTTP', async () => {
      expect(secureOf(await viaProxy(ctx.app, '127.0.0.1', '203.0.113.30', 'https').session(), 'csrftoken')).toBe(true);
      expect(secureOf(await viaProxy(ctx.app, '127.0.0.1', '203.0.113.31', 'http').session(), 'csrftoken')).toBe(false);
    });
  },
  { TRUST_PROXY: '1', LOGIN_RATE_LIMIT: '2' },
);

describeEachDialect(
  'TRUST_PROXY as a list of proxy addresses',
  (ctx) => {
    it('believes X-Forwarded-For and X-Forwarded-Proto from a listed proxy only', async () => {
      const { signup } = await signedInAgent(ctx.app);
      const attacker = viaProxy(ctx.app, '10.0.0.5', '203.0.113.40');
      for (let i = 0; i < 2; i += 1) await attacker.logIn(signup.email, WRONG);
      expect((await attacker.logIn(signup.email, signup.password)).statusCode).toBe(429);
      expect((await viaProxy(ctx.app, '10.0.0.5', '203.0.113.41').logIn(signup.email, signup.password)).statusCode).toBe(200);
      expect(secureOf(await viaProxy(ctx.app, '10.0.0.5', '203.0.113.42', 'https').session(), 'csrftoken')).toBe(true);
      // Straight to the app port, not through the proxy: the headers are the client's own words.
      expect(secureOf(await viaProxy(ctx.app, '198.51.100.7', '203.0.113.43', 'https').session(), 'csrftoken')).toBe(false);
      const direct = viaProxy(ctx.app, '198.51.100.8', '203.0.113.44');
      for (let i = 0; i < 2; i += 1) await direct.logIn(signup.email, WRONG);
      // Counted against 198.51.100.8, whatever it claims: a new claimed address does not start afresh.
      expect((await viaProxy(ctx.app, '198.51.100.8', '203.0.113.45').logIn(signup.email, signup.password)).statusCode).toBe(429);
    });
  },
  { TRUST_PROXY: '10.0.0.0/8', LOGIN_RATE_LIMIT: '2' },
);
