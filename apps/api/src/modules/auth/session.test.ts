import { DETAILS } from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { createDatabase, type Db } from '../../db/database.ts';
import { Agent, signedInAgent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import { createCompanyFor } from '../../test/factories/jobs.ts';
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
    const { agent } = await signedInAgent(ctx.app);
    expect((await agent.get('/api/whoami/')).statusCode).toBe(200);
    expect((await onOther(agent).post('/api/logout/')).statusCode).toBe(204);
    expect((await agent.get('/api/whoami/')).statusCode).toBe(401);
  });

  it.runIf(severalInstances)('refuses a session expired in the database on the next request', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    expect((await agent.get('/api/whoami/')).statusCode).toBe(200);
    await ctx.db.updateTable('sessions').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('user_id', '=', user.id).execute();
    expect((await agent.get('/api/whoami/')).statusCode).toBe(401);
  });

  // SQLite is one process: its sessions are kept for a burst of requests, and a change behind the app's back
  // (here, a second process on the same file) shows once SESSION_KEPT_MS is over.
  it.runIf(!severalInstances)('keeps a session read a moment ago, and reads it again once SESSION_KEPT_MS is over', async () => {
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
