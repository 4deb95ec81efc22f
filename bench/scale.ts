/**
 * `npm run bench:scale`: Tandem at a million candidates, through the whole stack. Generates 1,000,000 candidates
 * with full profiles (user, profile row, 5 to 15 skills with proficiency, preferences for most) and 200,000 jobs
 * into a fresh PostgreSQL database of its own (bench/api/seed.ts: multi-row inserts, transactions of 5,000
 * candidates; pg-copy-streams is not among the repository's dependencies), then starts two real app instances on
 * it (apps/api/src/server.ts; they share one database and its LISTEN/NOTIFY bus, as cluster/deployment.ts's do)
 * and measures over HTTP:
 *   - start-up: process start to the first ranked answer, and resident memory after it, per instance;
 *   - a candidate's scored list and an organisation's ranked candidates for a job (what /candidatelist asks),
 *     at BENCH_CONNECTIONS with autocannon, beside the bare-Fastify ceiling serving the same bytes (bench/api);
 *   - a job posted on one instance: time until the other ranks candidates for it (its saved-search alerts then run
 *     on the instances' queue, as deployed);
 *   - BENCH_STREAMS open live streams on one instance: memory and delivery p99 (bench/streams.ts's measureStreams).
 * Then, with both instances stopped, on the same database in this process (the app built as the server builds it,
 * its engine loaded, a memory queue, no scheduler):
 *   - the alert decision for a newly posted job against the saved searches: rank plus find, as bench:alerts times
 *     it (its postAlertJob and timeAlerts; goal 2 s), for a job asking for the four skills most candidates hold
 *     (the hardest case: most of them score 50 or more); the writes after it are printed, not judged;
 *   - one reply-deadline sweep over the overdue applications (apps/api/src/modules/replies sweepReplies; goal 10 s).
 *
 * Environment:
 *   BENCH_DATABASE_URL   postgres://... (required): a server to create and drop the database tandem_scale_<hex> on
 *   BENCH_SCALE          fraction of the full size (1): 0.01 is 10,000 candidates and 2,000 jobs
 *   BENCH_DURATION (10)  BENCH_WARMUP (3)  BENCH_CONNECTIONS (100)
 *   BENCH_STREAMS (10000)  BENCH_STREAM_USERS (50)
 *   BENCH_ONLY_GENERATE=1  generate, print the time taken and stop (to extrapolate before a full run)
 *   BENCH_KEEP=1         keep the database (its name is printed)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import { MATCH_THRESHOLD } from '@tandem/contract';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { createDatabase } from '../apps/api/src/db/database.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { sweepReplies } from '../apps/api/src/modules/replies/service.ts';
import { MemoryQueue } from '../apps/api/src/queue/index.ts';
import { postAlertJob, timeAlerts } from './alerts.ts';
import { BENCH_EMAIL, BENCH_PASSWORD } from './api/seed.ts';
import { mostHeldSkills, scaleSize, seedAlertsAndReplies, seedScale } from './api/scale-seed.ts';
import { cookieHeader, freePort, load, signIn, startNode, stop, waitFor, type LoadResult } from './api/load.ts';
import { runBench } from './api/workspace.ts';
// app.matching's and app.replies's types: their plugins declare them, and app.ts's declarations no longer lead there.
import type {} from '../apps/api/src/modules/matching/entry.ts';
import type {} from '../apps/api/src/modules/replies/entry.ts';
import { measureStreams, rssMiB, type StreamFigures } from './streams.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const env = process.env;
const number = (name: string, fallback: number) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number (got ${env[name]})`);
  return value;
};
const scale = number('BENCH_SCALE', 1);
const duration = number('BENCH_DURATION', 10);
const warmup = number('BENCH_WARMUP', 3);
const connections = number('BENCH_CONNECTIONS', 100);
const streamCount = number('BENCH_STREAMS', 10_000);
const streamUsers = number('BENCH_STREAM_USERS', 50);
const size = scaleSize(scale);
const adminUrl = env.BENCH_DATABASE_URL;
const name = `tandem_scale_${randomBytes(4).toString('hex')}`;
const children: ChildProcess[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'tandem-scale-'));
let created = false;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const centiseconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

interface Generated {
  ownerEmail: string;
  /** The first organisation: its owner's id, its company and its first active job. */
  owner: { org: number; company: number };
  jobId: number;
}

async function generate(databaseUrl: string): Promise<Generated> {
  const admin = createDatabase({ dialect: 'postgres', url: adminUrl as string });
  await sql`create database ${sql.id(name)}`.execute(admin);
  created = true;
  await admin.destroy();
  const db = createDatabase({ dialect: 'postgres', url: databaseUrl });
  try {
    const started = performance.now();
    await migrate(db);
    const seeded = await seedScale(db, scale);
    const addedAt = performance.now();
    const added = await seedAlertsAndReplies(db, scale);
    console.log(`saved searches and overdue applications added in ${seconds(performance.now() - addedAt)}`);
    // The first organisation's owner signs in (with the bench password) to rank candidates for its jobs.
    const owner = await db.selectFrom('users').select(['id', 'email', 'company_id']).where('email', '=', 'owner1@org.bench').executeTakeFirstOrThrow();
    await db
      .updateTable('users')
      .set({ password_hash: sql<string>`(select password_hash from users where email = ${BENCH_EMAIL})` })
      .where('id', '=', owner.id)
      .execute();
    const job = await db.selectFrom('job_profiles').select('id').where('created_by', '=', owner.id).where('is_active', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const rows = Object.entries({ ...seeded, ...added }).map(([table, count]) => `${table} ${count}`).join(', ');
    console.log(`generated ${name} in ${seconds(performance.now() - started)} (scale ${scale}): ${rows}`);
    return { ownerEmail: owner.email, owner: { org: owner.id, company: owner.company_id ?? 0 }, jobId: job.id };
  } finally {
    await db.destroy();
  }
}

/** The headers a signed-in page's writes carry. */
async function signedInHeaders(base: string, email: string): Promise<Record<string, string>> {
  const { jar } = await signIn(base, email, BENCH_PASSWORD);
  return { cookie: cookieHeader(jar), 'x-csrftoken': jar.get('csrftoken') ?? '' };
}

const SCORED_LIST = '/api/jobprofile/?ordering=-match_score&limit=20';
const rankedCandidates = (jobId: number) => `/api/matching/match/?job=${jobId}&limit=20&min_score=${MATCH_THRESHOLD}`;

interface StartUp {
  child: ChildProcess;
  port: number;
  /** Process start to the health check answering, and to the first ranked answer. */
  healthyMs: number;
  firstRankedMs: number;
  rssMiB: number;
}

/** Starts one instance and times it to the candidate's first scored list (signing in on the way). */
async function startInstance(databaseUrl: string, label: string): Promise<StartUp> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = startNode(
    ['apps/api/src/server.ts'],
    {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, label),
      DATABASE_URL: databaseUrl,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: join(dataDir, 'no-web-build'),
      WRITE_RATE_LIMIT: '100000000',
      LOGIN_RATE_LIMIT: '100000',
      SIGNUP_RATE_LIMIT: '100000',
      STREAM_HEARTBEAT: '5s',
      STREAMS_PER_USER: String(Math.ceil(streamCount / streamUsers)),
      // The reply sweep is timed by itself at the end, over every overdue application: no instance sweeps first.
      SCHEDULER_INTERVAL: '1d',
    },
    ROOT,
  );
  children.push(child);
  await waitFor(`${base}/api/rest/rest-check/`, child, 900_000);
  const healthyMs = performance.now() - started;
  const headers = await signedInHeaders(base, BENCH_EMAIL);
  for (;;) {
    const response = await fetch(`${base}${SCORED_LIST}`, { headers });
    if (response.ok) {
      const page = (await response.json()) as { results: { match_score: number | null }[] };
      if (page.results.length > 0 && page.results[0]?.match_score !== null) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const firstRankedMs = performance.now() - started;
  const rss = rssMiB(child.pid as number);
  console.log(`instance ${label}: healthy after ${seconds(healthyMs)}, first ranked answer after ${seconds(firstRankedMs)}, ${rss.toFixed(0)} MiB resident`);
  return { child, port, healthyMs, firstRankedMs, rssMiB: rss };
}

async function startCeiling(): Promise<string> {
  const port = await freePort();
  const child = startNode(['bench/api/ceiling.ts', String(port)], {}, ROOT);
  children.push(child);
  const url = `http://127.0.0.1:${port}/page`;
  await waitFor(url, child);
  return url;
}

/** One call under load after a warm-up, with the ceiling measured just before and after it (the machine's load drifts). */
async function underLoad(label: string, url: string, headers: Record<string, string>, ceilingUrl: string): Promise<{ result: LoadResult; ceiling: number }> {
  const check = await fetch(url, { headers });
  if (!check.ok) throw new Error(`${label} answered ${check.status}: ${(await check.text()).slice(0, 300)}`);
  const before = await load({ url: ceilingUrl, connections, duration });
  await load({ url, headers, connections, duration: warmup });
  const result = await load({ url, headers, connections, duration });
  const after = await load({ url: ceilingUrl, connections, duration });
  const ceiling = (before.rps + after.rps) / 2;
  console.log(`  ${label}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}; ceiling ${ceiling.toFixed(0)} req/s`);
  return { result, ceiling };
}

/** Posts a job on instance `a` and times until instance `b` ranks candidates for it. */
async function newJobAcross(a: string, b: string, ownerEmail: string): Promise<number> {
  const [onA, onB] = [await signedInHeaders(a, ownerEmail), await signedInHeaders(b, ownerEmail)];
  const started = performance.now();
  const response = await fetch(`${a}/api/jobprofile/`, {
    method: 'POST',
    headers: { ...onA, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'Scale bench developer',
      description: 'Posted on one instance, ranked on the other.',
      keywords: 'Python, SQL, Communication',
      salary_min: 40000,
      salary_max: 50000,
      country: 'United Kingdom',
      state: 'England',
      city: 'London',
      is_remote: false,
      job_type: 'full-time',
      degree_requirements: '',
      years_of_experience: 1,
      benefits_and_perks: '',
      visa_sponsor: false,
    }),
  });
  if (!response.ok) throw new Error(`posting a job answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  const job = (await response.json()) as { id: number };
  for (;;) {
    const ranked = await fetch(`${b}/api/matching/match/?job=${job.id}&limit=20`, { headers: onB });
    if (ranked.ok && ((await ranked.json()) as { results: unknown[] }).results.length > 0) return performance.now() - started;
    if (performance.now() - started > 60_000) throw new Error('the new job was not ranked on the other instance within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

interface Timed {
  loadMs: number;
  searches: number;
  alerts: Awaited<ReturnType<typeof timeAlerts>>;
  sweep: { lapsed: number; reminded: number; ms: number };
}

/**
 * The alert decision and the reply sweep on the scale database, in this process: the app built as server.ts builds
 * it (engine filled before anything is timed), its scheduler held off and a memory queue (the e-mails the writes
 * queue are not sent: they are not what is timed).
 */
async function alertsAndSweep(databaseUrl: string, owner: Generated['owner']): Promise<Timed> {
  const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: databaseUrl, DATA_DIR: join(dataDir, 'timed'), LOG_LEVEL: 'silent', WEB_DIST: join(dataDir, 'no-web-build'), SCHEDULER_INTERVAL: '1d' });
  const db = createDatabase(config.database);
  const queue = new MemoryQueue(Fastify({ logger: false }).log);
  const app = await buildApp({ config, db, logger: false, queue });
  try {
    const loadStarted = performance.now();
    await app.ready();
    await app.matching.sync();
    const loadMs = performance.now() - loadStarted;
    const searches = await db.selectFrom('saved_searches').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const skills = await mostHeldSkills(db, 4);
    const jobId = await postAlertJob(db, 1, owner, skills);
    const alerts = await timeAlerts(app, jobId);
    const { rank, find, write } = alerts.outcome.ms;
    console.log(`alerts for a new job asking for ${skills.join(', ')}: ${alerts.outcome.candidates} candidates at 50 or more, ${alerts.outcome.instant} told at once and ${alerts.outcome.daily} in the digest; rank ${rank.toFixed(0)} ms, find ${find.toFixed(0)} ms, write ${write.toFixed(0)} ms`);
    const started = performance.now();
    const swept = await sweepReplies(db, app.notifier, app.replies);
    const sweep = { ...swept, ms: performance.now() - started };
    console.log(`reply sweep: ${sweep.lapsed} lapsed, ${sweep.reminded} reminders, in ${seconds(sweep.ms)}`);
    return { loadMs, searches: Number(searches.n), alerts, sweep };
  } finally {
    await app.close();
    await db.destroy();
  }
}

interface Row {
  what: string;
  figure: string;
  goal: string;
  met: boolean | undefined;
}

async function main(): Promise<void> {
  if (!adminUrl) throw new Error('BENCH_DATABASE_URL must name a PostgreSQL server (postgres://...)');
  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, node ${process.version}`);
  console.log(`scale ${scale}: ${size.candidates} candidates, ${size.jobs} jobs, ${size.companies} organisations`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const generated = await generate(databaseUrl);
  if (env.BENCH_ONLY_GENERATE === '1') return;

  // One after the other, as a deployment rolls: each start-up has the machine to itself.
  const a = await startInstance(databaseUrl, 'a');
  const b = await startInstance(databaseUrl, 'b');
  const [baseA, baseB] = [`http://127.0.0.1:${a.port}`, `http://127.0.0.1:${b.port}`];
  const ceilingUrl = await startCeiling();

  console.log(`under load: ${connections} connections, ${duration} s each after ${warmup} s warm-up, on instance a`);
  const candidate = await signedInHeaders(baseA, BENCH_EMAIL);
  const owner = await signedInHeaders(baseA, generated.ownerEmail);
  const scored = await underLoad(`GET ${SCORED_LIST}`, `${baseA}${SCORED_LIST}`, candidate, ceilingUrl);
  const ranked = await underLoad(`GET ${rankedCandidates(generated.jobId)}`, `${baseA}${rankedCandidates(generated.jobId)}`, owner, ceilingUrl);

  const across = await newJobAcross(baseA, baseB, generated.ownerEmail);
  console.log(`a job posted on a was ranked on b after ${across.toFixed(0)} ms`);

  let streams: StreamFigures | undefined;
  try {
    streams = await measureStreams(b.port, b.child.pid as number, { streams: streamCount, users: streamUsers });
  } catch (error) {
    console.error(`streams: ${error instanceof Error ? error.message : String(error)}`);
  }

  // The instances go (their memory and their queue with them) before the timed work on the database.
  await Promise.all([stop(a.child), stop(b.child)]);
  const timed = await alertsAndSweep(databaseUrl, generated.owner);
  console.log(`app built in this process, engine loaded, in ${seconds(timed.loadMs)}`);

  const rows: Row[] = [];
  for (const [label, instance] of [['a', a], ['b', b]] as const) {
    rows.push({ what: `start-up to first ranked answer, instance ${label} (healthy after ${seconds(instance.healthyMs)})`, figure: seconds(instance.firstRankedMs), goal: '< 60 s', met: instance.firstRankedMs < 60_000 });
    rows.push({ what: `resident memory after it, instance ${label}`, figure: `${instance.rssMiB.toFixed(0)} MiB`, goal: '< 2 GB', met: instance.rssMiB < 2048 });
  }
  for (const [label, { result, ceiling }] of [['candidate\'s scored list', scored], ['organisation\'s ranked candidates for a job', ranked]] as const) {
    const share = result.rps / ceiling;
    rows.push({ what: `${label}: req/s (of ceiling ${ceiling.toFixed(0)})`, figure: `${result.rps.toFixed(0)} (${(share * 100).toFixed(0)}%)`, goal: label.startsWith('candidate') ? '>= 40% of ceiling' : '', met: label.startsWith('candidate') ? share >= 0.4 : undefined });
    rows.push({ what: `${label}: p50 / p99, errors`, figure: `${result.p50} / ${result.p99} ms, ${result.errors}`, goal: label.startsWith('candidate') ? 'p99 < 50 ms, no errors' : '', met: label.startsWith('candidate') ? result.p99 < 50 && result.errors === 0 : undefined });
  }
  rows.push({ what: 'job posted on a, ranked on b', figure: `${across.toFixed(0)} ms`, goal: '< 2 s', met: across < 2000 });
  if (streams) {
    // The streams' own memory: what the instance holds beside its indexes (bench/streams.ts measures the same on an empty one).
    const held = streams.rssAfter - streams.rssBefore;
    rows.push({ what: `${streams.streams} streams on instance b: memory they add (resident ${streams.rssBefore.toFixed(0)} to ${streams.rssAfter.toFixed(0)} MiB)`, figure: `${held.toFixed(0)} MiB`, goal: '< 500 MB', met: held < 500 });
    rows.push({ what: `${streams.streams} streams: delivery p50 / p99`, figure: `${streams.p50.toFixed(1)} / ${streams.p99.toFixed(1)} ms`, goal: 'p99 < 100 ms', met: streams.p99 < 100 });
  } else rows.push({ what: 'streams', figure: 'failed (see above)', goal: '< 500 MB, p99 < 100 ms', met: false });
  const { outcome, decideMs } = timed.alerts;
  rows.push({ what: `alert decision for a new job, rank + find (${timed.searches} saved searches; ${outcome.candidates} candidates at 50+, ${outcome.instant + outcome.daily} alerted)`, figure: centiseconds(decideMs), goal: '< 2 s', met: decideMs < 2000 });
  rows.push({ what: `reply-deadline sweep, one run (${timed.sweep.lapsed} overdue applications lapsed)`, figure: centiseconds(timed.sweep.ms), goal: '< 10 s', met: timed.sweep.ms < 10_000 });

  console.log(`\nscale ${scale}: ${size.candidates} candidates, ${size.jobs} jobs; PostgreSQL; ${connections} connections\n`);
  console.log('| measure | figure | goal | met |');
  console.log('| --- | ---: | --- | --- |');
  for (const row of rows) console.log(`| ${row.what} | ${row.figure} | ${row.goal} | ${row.met === undefined ? '' : row.met ? 'yes' : 'no'} |`);
}

async function cleanup(): Promise<void> {
  await Promise.all(children.map((child) => stop(child)));
  rmSync(dataDir, { recursive: true, force: true });
  if (!created || !adminUrl) return;
  if (env.BENCH_KEEP === '1') {
    console.log(`kept database ${name}`);
    return;
  }
  const admin = createDatabase({ dialect: 'postgres', url: adminUrl });
  await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
  await admin.destroy();
}

await runBench(main, cleanup);
