import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { connect, createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { freePort, HttpClient, spawnInstance, type SpawnedInstance } from './test/spawned-instance.ts';
import { requiredInCi, testDatabaseUrl } from './test/required-in-ci.ts';

// Issue 28, finding 2, for real: a running instance on PostgreSQL and a Redis of its own (started here, so it
// can be stopped and started again without touching anyone else's), whose database connections are terminated
// and whose Redis goes away and comes back. Counted: process exits (none), 5xx other than 503 (none).
const REDIS_SERVER = '/usr/bin/redis-server';
const adminUrl = testDatabaseUrl();
const runnable = Boolean(adminUrl) && requiredInCi(existsSync(REDIS_SERVER), `redis-server is not installed at ${REDIS_SERVER}`);
if (!runnable) console.warn('Outage suite skipped: it needs TEST_DATABASE_URL and redis-server.');

async function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  for (const started = Date.now(); Date.now() - started < 10_000;) {
    const up = await new Promise<boolean>((resolve) => {
      const probe = spawn('/usr/bin/redis-cli', ['-p', String(port), 'ping'], {
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      let out = '';
      probe.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      probe.on('exit', () => resolve(out.trim() === 'PONG'));
    });
    if (up) return redis;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('redis-server did not start');
}

async function stopRedis(redis: ChildProcess): Promise<void> {
  if (redis.exitCode !== null) return;
  const gone = new Promise((resolve) => redis.once('exit', resolve));
  redis.kill('SIGKILL');
  await gone;
}

/**
 * A TCP hop between the instance and PostgreSQL that can be taken away and put back on the same port: to the
 * instance, exactly a database server that stopped (connections cut, new ones refused) and started again.
 */
class DatabaseHop {
  #server: Server | undefined;
  readonly #sockets = new Set<Socket>();
  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  async open(): Promise<void> {
    const server = createServer((inbound) => {
      const outbound = connect(this.target.port, this.target.host);
      for (const [socket, peer] of [
        [inbound, outbound],
        [outbound, inbound],
      ] as const) {
        this.#sockets.add(socket);
        // A side that closes, by an end or by an error (a reset, when PostgreSQL's backend died with bytes still
        // on their way to it), ends the other: as one real connection would. pipe() passes on only a clean end, so
        // after a reset the instance's side stayed open and its query waited for an answer for ever (CI, once).
        socket.on('close', () => {
          this.#sockets.delete(socket);
          peer.end();
        });
        socket.on('error', () => undefined);
      }
      inbound.pipe(outbound).pipe(inbound);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.#server = server;
  }

  async cut(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    const closed = new Promise((resolve) => server?.close(resolve));
    for (const socket of this.#sockets) socket.destroy();
    await closed;
  }
}

/** Waits until the check passes, for at most `withinMs`; answers how long it took. */
async function within(withinMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let sequence = 0;
const signup = () => {
  sequence += 1;
  return {
    name: `Outage ${sequence}`,
    email: `outage.${sequence}.${Date.now()}@tandem.dev`,
    password: 'Passw0rd!',
    role: 'candidate',
    phone_number: '',
    address: '',
  };
};

describe.skipIf(!runnable)('an outage is not a crash (issue 28, finding 2)', () => {
  const database = `tandem_outage_${randomBytes(4).toString('hex')}`;
  let redisPort: number;
  let redis: ChildProcess;
  let instance: SpawnedInstance;
  let admin: pg.Client;
  let hop: DatabaseHop;
  /** The instance's log lines (warnings and errors), printed under a test that fails. */
  const log: string[] = [];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const url = new URL(adminUrl as string);
    hop = new DatabaseHop(await freePort(), { host: url.hostname, port: Number(url.port || 5432) });
    await hop.open();
    url.pathname = `/${database}`;
    url.host = `127.0.0.1:${hop.port}`;
    redisPort = await freePort();
    redis = await startRedis(redisPort);
    instance = await spawnInstance(
      {
        DATABASE_URL: url.toString(),
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        SIGNUP_RATE_LIMIT: '10000',
      },
      { stdout: 'pipe' },
    );
    // What the instance saw of the outage is the first thing to read when CI fails here.
    let partial = '';
    instance.child.stdout?.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      log.push(...lines);
    });
  }, 120_000);

  beforeEach(() => {
    const from = log.length;
    onTestFailed(() => console.error(`The instance's log during this test:\n${log.slice(from, from + 300).join('\n')}`));
  });

  afterAll(async () => {
    await instance?.kill();
    await hop?.cut();
    if (redis) await stopRedis(redis);
    await admin?.query(`drop database if exists ${database} with (force)`);
    await admin?.end();
  });

  const ready = async () => (await fetch(`${instance.url}/api/health/ready/`)).status === 200;
  const backendsOfInstance = async () =>
    (
      await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [database])
    ).rows.map(({ pid }) => pid);

  it('answers ready with every service up', async () => {
    const answer = await fetch(`${instance.url}/api/health/ready/`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      status: 'ready',
      checks: { database: 'up', bus: 'up', redis: 'up', queue: 'up' },
    });
  });

  it('survives its database connections being terminated: no exit, no 500, 200 again at once', async () => {
    const client = new HttpClient(instance.url);
    expect((await client.request('POST', '/api/signup/', signup())).status).toBe(201);
    const statuses: number[] = [];
    let running = true;
    // Reads and writes all along, through the kill and after it.
    const load = (async () => {
      while (running) {
        const [read, write] = await Promise.all([
          client.request('GET', '/api/session/'),
          new HttpClient(instance.url).request('POST', '/api/signup/', signup()),
        ]);
        statuses.push(read.status, write.status);
      }
    })();
    try {
      // Three rounds: each waits until the instance holds a connection opened since the last round (the load's
      // queries, the bus listening again), then ends every connection it holds. Connections open on demand, so
      // how soon one is back depends on the machine's speed: waited for, not slept.
      const ended = new Set<number>();
      for (let round = 0; round < 3; round++) {
        await within(20_000, async () => (await backendsOfInstance()).some((pid) => !ended.has(pid)));
        // pg_terminate_backend in the select list, so it runs only on the rows the where clause kept.
        const { rows } = await admin.query<{ pid: number; ended: boolean }>(
          'select pid, pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1',
          [database],
        );
        expect(rows.length).toBeGreaterThan(0);
        for (const { pid } of rows) ended.add(pid);
      }
      // The bus listens again (and its listeners reloaded): ready again.
      await within(15_000, ready);
    } finally {
      running = false;
      await load;
    }
    expect(instance.exited()).toBeUndefined();
    expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
    expect((await client.request('GET', '/api/session/')).status).toBe(200);
    expect((await new HttpClient(instance.url).request('POST', '/api/signup/', signup())).status).toBe(201);
  }, 90_000);

  it('answers 503 with Retry-After while Redis is away, keeps reading, and resumes by itself when it is back', async () => {
    const client = new HttpClient(instance.url);
    expect((await client.request('POST', '/api/signup/', signup())).status).toBe(201);
    await stopRedis(redis);

    // Readiness says so, so a load balancer sends traffic elsewhere.
    await within(5_000, async () => {
      const answer = await fetch(`${instance.url}/api/health/ready/`);
      return answer.status === 503 && answer.headers.get('retry-after') !== null;
    });
    const down = await (await fetch(`${instance.url}/api/health/ready/`)).json();
    expect(down).toMatchObject({
      status: 'unavailable',
      detail: 'Service temporarily unavailable.',
      checks: { database: 'up', redis: 'down' },
    });

    // A write needs Redis (its throttle's counters live there): a 503 with Retry-After, fast, never a 500.
    for (let n = 0; n < 5; n++) {
      const started = performance.now();
      const write = await new HttpClient(instance.url).request('POST', '/api/signup/', signup());
      expect(write.status).toBe(503);
      expect(write.json()).toEqual({ detail: 'Service temporarily unavailable.' });
      expect(Number(write.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(performance.now() - started).toBeLessThan(1_000);
    }
    // A read needs only the database.
    expect((await client.request('GET', '/api/session/')).status).toBe(200);

    redis = await startRedis(redisPort);
    await within(20_000, ready);
    expect(instance.exited()).toBeUndefined();
    // The queue resumed: a signup's confirmation e-mail is sent by a job (written as an .eml file without SMTP).
    const mailDir = join(instance.dataDir, 'mail');
    const before = existsSync(mailDir) ? readdirSync(mailDir).length : 0;
    expect((await new HttpClient(instance.url).request('POST', '/api/signup/', signup())).status).toBe(201);
    await within(15_000, async () => existsSync(mailDir) && readdirSync(mailDir).length > before);
  }, 90_000);

  it('answers 503 with Retry-After, and ready 503, while PostgreSQL cannot be reached at all, and recovers when it is back', async () => {
    const client = new HttpClient(instance.url);
    expect((await client.request('POST', '/api/signup/', signup())).status).toBe(201);
    await hop.cut();
    try {
      // A signed-in read needs the session's row; a write needs the database too.
      for (const call of [
        () => client.request('GET', '/api/session/'),
        () => new HttpClient(instance.url).request('POST', '/api/signup/', signup()),
      ]) {
        const started = performance.now();
        const answer = await call();
        expect(answer.status).toBe(503);
        expect(answer.json()).toEqual({ detail: 'Service temporarily unavailable.' });
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(performance.now() - started).toBeLessThan(2_000);
      }
      const readiness = await fetch(`${instance.url}/api/health/ready/`);
      expect(readiness.status).toBe(503);
      expect(await readiness.json()).toMatchObject({
        status: 'unavailable',
        checks: { database: 'down', bus: 'down' },
      });
      // The liveness check still answers: the process is alive, only its database is away.
      expect(instance.exited()).toBeUndefined();
    } finally {
      await hop.open();
    }
    await within(20_000, ready);
    expect((await client.request('GET', '/api/session/')).status).toBe(200);
    expect((await new HttpClient(instance.url).request('POST', '/api/signup/', signup())).status).toBe(201);
    expect(instance.exited()).toBeUndefined();
  }, 60_000);
});
