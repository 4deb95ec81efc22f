import { DETAILS } from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { createDatabase, type Db } from '../../db/database.ts';
import { Agent, signedInAgent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import { createCompanyFor } from '../../test/factories/jobs.ts';
import { listeningInstance } from '../../test/listening-instance.ts';
import { PostgresBus, REVOCATION_TIMEOUT_MS } from '../../bus/postgres-bus.ts';
import { SESSION_KEPT_MS } from './session-cache.ts';

describeEachDialect('sessions across requests and instances', (ctx) => {
  const severalInstances = ctx.dialect === 'postgres';
  // A second app instance on the same database, with its own memory: what another server process would be.
  let other: { app: FastifyInstance; db: Db };
  beforeAll(async () => {
    const db = createDatabase(ctx.database.config.database);
    other = { db, app: await buildApp({ config: ctx.database.config, db, logger: false }) };
    await other.app.ready();
  });
  afterAll(async () => {
    await other.app.close();
    await other.db.destroy();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Another client holding the same browser's cookies, sending to the given instance. */
  const sameCookies = (agent: Agent, app: FastifyInstance) => {
    const copy = new Agent(app);
    for (const [name, value] of agent.cookies) copy.cookies.set(name, value);
    return copy;
  };
  const onOther = (agent: Agent) => sameCookies(agent, other.app);

  /**
   * Proves this instance answers the agent's session from memory: a rename made behind the app's back (no bus
   * message) does not show on the next request.
   */
  async function expectKeptHere(agent: Agent, userId: number): Promise<void> {
    const { name } = (await agent.get('/api/whoami/')).json() as { name: string };
    await ctx.db.updateTable('users').set({ name: `${name} (renamed by hand)` }).where('id', '=', userId).execute();
    const again = await agent.get('/api/whoami/');
    expect(again.statusCode).toBe(200);
    expect(again.json().name).toBe(name);
  }

  it('ends a session signed out on this instance at once, even one read a moment before', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const copied = sameCookies(agent, ctx.app);
    expect((await copied.get('/api/whoami/')).statusCode).toBe(200);
    expect((await agent.post('/api/logout/')).statusCode).toBe(204);
    const replay = await copied.get('/api/whoami/');
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: DETAILS.unauthenticated });
  });

  it.runIf(severalInstances)('refuses a session signed out on another instance at once, even one read a moment before', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    expect((await agent.get('/api/whoami/')).statusCode).toBe(200);
    await expectKeptHere(agent, user.id);
    expect((await onOther(agent).post('/api/logout/')).statusCode).toBe(204);
    expect((await agent.get('/api/whoami/')).statusCode).toBe(401);
  });

  it.runIf(severalInstances)('refuses the other sessions kept here once the password is changed on another instance', async () => {
    const { agent, user, signup } = await signedInAgent(ctx.app);
    const elsewhere = new Agent(other.app);
    expect((await elsewhere.post('/api/login/', { email: signup.email, password: signup.password })).statusCode).toBe(200);
    await expectKeptHere(agent, user.id);
    const changed = await elsewhere.post('/api/account/password/', { current_password: signup.password, new_password: 'N3wPassw0rd!' });
    expect(changed.statusCode).toBe(200);
    expect((await agent.get('/api/whoami/')).statusCode).toBe(401);
    expect((await elsewhere.get('/api/whoami/')).statusCode).toBe(200);
  });

  it.runIf(severalInstances)("refuses the sessions kept here of an account deleted on another instance", async () => {
    const { agent, user, signup } = await signedInAgent(ctx.app);
    await expectKeptHere(agent, user.id);
    expect((await onOther(agent).delete('/api/account/', { payload: { password: signup.password } })).statusCode).toBe(204);
    expect((await agent.get('/api/whoami/')).statusCode).toBe(401);
  });

  it.runIf(severalInstances)('answers a sign-out or a password change only once every instance has applied it, the slowest included', async () => {
    const url = (ctx.database.config.database as { url: string }).url;
    const slow = await listeningInstance(url, ctx.app.bus, 300);
    try {
      const { agent, signup } = await signedInAgent(ctx.app);
      const elsewhere = new Agent(other.app);
      expect((await elsewhere.post('/api/login/', { email: signup.email, password: signup.password })).statusCode).toBe(200);
      let started = Date.now();
      const changed = await agent.post('/api/account/password/', { current_password: signup.password, new_password: 'N3wPassw0rd!' });
      expect(changed.statusCode).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      started = Date.now();
      expect((await agent.post('/api/logout/')).statusCode).toBe(204);
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      expect(Date.now() - started).toBeLessThan(REVOCATION_TIMEOUT_MS);
      expect(slow.heard()).toBeGreaterThanOrEqual(3);
    } finally {
      await slow.end();
    }
  });

  it.runIf(severalInstances)('signs out without waiting for an instance that has gone', async () => {
    const db = createDatabase(ctx.database.config.database);
    const gone = await buildApp({ config: ctx.database.config, db, logger: false });
    await gone.ready();
    await gone.close();
    await db.destroy();
    const { agent } = await signedInAgent(ctx.app);
    if (!(ctx.app.bus instanceof PostgresBus)) throw new Error('several instances run on the PostgreSQL bus');
    const channelTag = ctx.app.bus.connectionName.split(':')[2] ?? '';
    // Its bus connection leaves pg_stat_activity as its server process ends, a moment after close().
    for (let tries = 0; tries < 100; tries++) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where application_name like ${`tb:%:${channelTag}`}`.execute(ctx.db);
      if (rows[0]?.n === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const started = Date.now();
    expect((await onOther(agent).post('/api/logout/')).statusCode).toBe(204);
    expect(Date.now() - started).toBeLessThan(REVOCATION_TIMEOUT_MS / 2);
    expect((await agent.get('/api/whoami/')).statusCode).toBe(401);
  });

  // Sessions are kept for a burst of requests, and a change behind the app's back (no bus message: here, by
  // hand in the database) shows once SESSION_KEPT_MS is over.
  it('keeps a session read a moment ago, and reads it again once SESSION_KEPT_MS is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { agent, user } = await signedInAgent(ctx.app);
    expect((await agent.get('/api/whoami/')).statusCode).toBe(200);
    await ctx.db.updateTable('sessions').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('user_id', '=', user.id).execute();
    vi.setSystemTime(Date.now() + SESSION_KEPT_MS - 1);
    expect((await agent.get('/api/whoami/')).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 1);
    expect((await agent.get('/api/whoami/')).statusCode).toBe(401);
  });

  it('shows a name changed on this instance on the very next request', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    expect((await agent.get('/api/whoami/')).json().name).not.toBe('Renamed Person');
    expect((await agent.patch(`/api/users/${user.id}/`, { name: 'Renamed Person' })).statusCode).toBe(200);
    expect((await agent.get('/api/whoami/')).json().name).toBe('Renamed Person');
  });

  it.runIf(severalInstances)('shows a name changed on another instance on the next request', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    expect((await agent.get('/api/whoami/')).statusCode).toBe(200);
    expect((await onOther(agent).patch(`/api/users/${user.id}/`, { name: 'Renamed Elsewhere' })).statusCode).toBe(200);
    expect((await agent.get('/api/whoami/')).json().name).toBe('Renamed Elsewhere');
  });

  it('links a new company to the account on the very next request', async () => {
    const { agent } = await signedInAgent(ctx.app, 'recruiter');
    expect((await agent.get('/api/whoami/')).json().company).toBeNull();
    const company = await createCompanyFor(agent);
    expect((await agent.get('/api/whoami/')).json().company).toBe(company.id);
  });
});
