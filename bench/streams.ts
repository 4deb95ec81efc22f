/**
 * `npm run bench:streams`: how one app instance holds many open live streams (GET /api/stream/) and how fast a
 * notification reaches them. Starts the real server on a fresh SQLite database, signs up an organisation with a
 * job and BENCH_STREAM_USERS candidates who applied to it, opens BENCH_STREAMS streams spread over those
 * candidates, lets heartbeats run, then moves every application and times each notification from the request
 * that caused it to its arrival on every stream of that candidate. Prints resident memory per stream and the
 * delivery p50 and p99.
 *
 * Environment (all optional): BENCH_STREAMS (10000), BENCH_STREAM_USERS (50), BENCH_HEARTBEAT (5s),
 * BENCH_DATABASE_URL (postgres://...: a fresh schema there instead of a temporary SQLite file), BENCH_KEEP=1.
 */
import type { ChildProcess } from 'node:child_process';
import { request, type ClientRequest } from 'node:http';
import { mkdtempSync, readFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { onEventBlocks } from '../apps/api/src/test/event-blocks.ts';
import { jobBody } from './api/job-body.ts';
import { cookieHeader, freePort, mergeCookies, startNode, waitFor } from './api/load.ts';
import { cleanUpWorkspace, openBenchDatabase, runBench } from './api/workspace.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STREAMS = Number(process.env.BENCH_STREAMS ?? 10_000);
const USERS = Number(process.env.BENCH_STREAM_USERS ?? 50);
const HEARTBEAT = process.env.BENCH_HEARTBEAT ?? '5s';
const PASSWORD = 'Passw0rd!';

/** Resident memory of a process, in MiB (Linux). */
export function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((text) => text.startsWith('VmRSS:')) ?? '';
  return Number(/(\d+)/.exec(line)?.[1] ?? 0) / 1024;
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

class Client {
  readonly jar = new Map<string, string>();
  constructor(private readonly base: string) {}
  async call(method: string, path: string, body?: unknown): Promise<unknown> {
    if (method !== 'GET' && !this.jar.has('csrftoken')) await this.call('GET', '/api/session/');
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: { cookie: cookieHeader(this.jar), 'x-csrftoken': this.jar.get('csrftoken') ?? '', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    mergeCookies(this.jar, response);
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
    return text ? (JSON.parse(text) as unknown) : null;
  }
}

let sequence = 0;
async function signUp(base: string, role: string): Promise<{ client: Client; id: number }> {
  const client = new Client(base);
  sequence += 1;
  const answer = (await client.call('POST', '/api/signup/', {
    name: `Bench ${role} ${sequence}`,
    email: `bench.${role}.${sequence}@tandem.dev`,
    password: PASSWORD,
    role,
    phone_number: '',
    address: '',
  })) as { id: number };
  return { client, id: answer.id };
}

interface Stream {
  request: ClientRequest;
  ready: boolean;
  /** When each notification id arrived. */
  arrived: Map<number, number>;
}

function openStream(port: number, client: Client): Stream {
  const stream: Stream = { request: undefined as unknown as ClientRequest, ready: false, arrived: new Map() };
  stream.request = request({ host: '127.0.0.1', port, path: '/api/stream/', headers: { cookie: cookieHeader(client.jar), accept: 'text/event-stream' }, agent: false });
  stream.request.on('response', (response) =>
    onEventBlocks(response, ({ fields }) => {
      const event = fields.get('event');
      if (event === 'ready') stream.ready = true;
      else if (event === 'notification') {
        const { id } = JSON.parse(fields.get('data') ?? '{}') as { id: number };
        stream.arrived.set(id, performance.now());
      }
    }),
  );
  stream.request.on('error', () => undefined);
  stream.request.end();
  return stream;
}

async function until(condition: () => boolean, what: string | (() => string), withinMs = 120_000): Promise<void> {
  for (const started = Date.now(); !condition(); ) {
    if (Date.now() - started > withinMs) throw new Error(`${typeof what === 'string' ? what : what()}: not within ${withinMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface StreamFigures {
  streams: number;
  users: number;
  /** From asking for the first stream to the last one's 'ready', ms. */
  openMs: number;
  /** Resident memory of the instance before the streams opened and with them held, MiB. */
  rssBefore: number;
  rssAfter: number;
  /** Delivery of a notification to every stream of its candidate, ms. */
  p50: number;
  p99: number;
}

/**
 * Opens `streams` live streams on the instance listening on `port` (process `pid`; started with STREAMS_PER_USER of
 * at least streams / users and a high SIGNUP_RATE_LIMIT and WRITE_RATE_LIMIT), spread over `users` new candidates
 * who applied to a new organisation's job, and times notifications to them. bench/scale.ts runs it too.
 */
export async function measureStreams(port: number, pid: number, options: { streams: number; users: number }): Promise<StreamFigures> {
  const base = `http://127.0.0.1:${port}`;
  const recruiter = await signUp(base, 'recruiter');
  await recruiter.client.call('POST', '/api/company/', { name: 'Bench Streams Ltd', address: '1 High Street, London' });
  const job = (await recruiter.client.call(
    'POST',
    '/api/jobprofile/',
    jobBody({ title: 'Bench Barista', description: 'Coffee for a benchmark.', keywords: 'Customer Service' }),
  )) as { id: number };
  const candidates = [];
  for (let n = 0; n < options.users; n++) {
    const candidate = await signUp(base, 'candidate');
    const application = (await candidate.client.call('POST', `/api/jobprofile/${job.id}/apply/`)) as { id: number };
    candidates.push({ ...candidate, application: application.id });
  }
  const before = rssMiB(pid);
  const opening = performance.now();
  const streams = new Map<number, Stream[]>();
  for (let n = 0; n < options.streams; n++) {
    const candidate = candidates[n % options.users]!;
    const list = streams.get(candidate.id) ?? [];
    list.push(openStream(port, candidate.client));
    streams.set(candidate.id, list);
    // Open in bursts, as browsers would over a minute, not all in one tick.
    if (n % 500 === 499) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const all = [...streams.values()].flat();
  const ready = () => all.filter((stream) => stream.ready).length;
  await until(() => ready() === all.length, () => `every stream ready (${ready()} of ${all.length} were)`);
  const openMs = performance.now() - opening;
  // Heartbeats run while the streams are held.
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  const after = rssMiB(pid);

  const latencies: number[] = [];
  for (const candidate of candidates) {
    const started = performance.now();
    await recruiter.client.call('PATCH', `/api/job-applications/${candidate.application}/`, { status: 'screening' });
    const own = streams.get(candidate.id) ?? [];
    await until(() => own.every((stream) => stream.arrived.size > 0), `notification to ${own.length} streams`, 10_000);
    for (const stream of own) latencies.push([...stream.arrived.values()][0]! - started);
  }
  for (const stream of all) stream.request.destroy();
  return { streams: all.length, users: options.users, openMs, rssBefore: before, rssAfter: after, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

function printStreams(figures: StreamFigures): void {
  const { streams, users, rssBefore: before, rssAfter: after } = figures;
  console.log('| streams | users | all open after | RSS before | RSS with streams | per stream | delivery p50 | delivery p99 |');
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  console.log(
    `| ${streams} | ${users} | ${(figures.openMs / 1000).toFixed(1)} s | ${before.toFixed(0)} MiB | ${after.toFixed(0)} MiB | ${(((after - before) * 1024) / streams).toFixed(1)} KiB | ${figures.p50.toFixed(1)} ms | ${figures.p99.toFixed(1)} ms |`,
  );
  console.log('(delivery: from sending the status change that causes the notification to its arrival on each of the candidate\'s streams)');
}

async function main(children: ChildProcess[], dataDir: string, pgUrl: string | undefined): Promise<string | undefined> {
  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, node ${process.version}`);
  const { db, databaseUrl, schema } = await openBenchDatabase(pgUrl, dataDir);
  try {
    // The server would migrate too, but into its search path only once it exists: the schema is made here.
    if (schema) await migrate(db, { schema });
  } finally {
    await db.destroy();
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startNode(['apps/api/src/server.ts'], {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    WEB_DIST: join(dataDir, 'no-web-build'),
    SIGNUP_RATE_LIMIT: '100000',
    WRITE_RATE_LIMIT: '100000000',
    STREAM_HEARTBEAT: HEARTBEAT,
    STREAMS_PER_USER: String(Math.ceil(STREAMS / USERS)),
  }, ROOT);
  children.push(server);
  await waitFor(`${base}/api/rest/rest-check/`, server);
  console.log(`${databaseUrl ? `PostgreSQL schema ${schema}` : 'SQLite'}; ${STREAMS} streams over ${USERS} candidates`);
  printStreams(await measureStreams(port, server.pid as number, { streams: STREAMS, users: USERS }));
  return schema;
}

// Run as a script (`npm run bench:streams`), not when bench/scale.ts imports measureStreams.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const pgUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'tandem-bench-streams-'));
  const children: ChildProcess[] = [];
  let schema: string | undefined;
  await runBench(
    async () => {
      schema = await main(children, dataDir, pgUrl);
    },
    () => cleanUpWorkspace({ children, dataDir, pgUrl, schema }),
  );
}
