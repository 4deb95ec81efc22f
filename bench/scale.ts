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
 *   - the reply-deadline sweep (apps/api/src/modules/replies sweepReplies; goal 10 s) over 1,000,000 × scale open
 *     applications, made steadily over the window and the outage before it (bench/api/scale-seed.ts): first the
 *     sweep that ends a BENCH_SWEEP_OUTAGE without sweeping (the deadlines and reminders it left), then the next,
 *     one scheduler interval later (what a deployment runs every minute).
 *
 * Environment:
 *   BENCH_DATABASE_URL   postgres://... (required): a server to create and drop the database tandem_scale_<hex> on
 *   BENCH_SCALE          fraction of the full size (1): 0.01 is 10,000 candidates and 2,000 jobs
 *   BENCH_DURATION (10)  BENCH_WARMUP (3)  BENCH_CONNECTIONS (100)
 *   BENCH_STREAMS (10000)  BENCH_STREAM_USERS (50)
 *   BENCH_SWEEP_OUTAGE   how long no sweep ran before the timed one, as a duration (1d; 10000d: nearly all overdue)
 *   BENCH_ONLY_GENERATE=1  generate, print the time taken and stop (to extrapolate before a full run)
 *   BENCH_KEEP=1         keep the database (its name is printed)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { createDatabase } from '../apps/api/src/db/database.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { parseDuration } from '../apps/api/src/lib/duration.ts';
import { BENCH_EMAIL } from './api/seed.ts';
import { scaleSize, seedAlertsAndReplies, seedScale, type ReplyLayout } from './api/scale-seed.ts';
import { newJobAcross, rankedCandidates, SCORED_LIST, signedInHeaders, startCeiling, startInstance, underLoad, type ScaleRun } from './api/scale-http.ts';
import { alertsAndSweeps, type TimedSweep } from './api/scale-timed.ts';
import { stop } from './api/load.ts';
import { runBench } from './api/workspace.ts';
import { measureStreams, type StreamFigures } from './streams.ts';

const env = process.env;
const number = (name: string, fallback: number) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number (got ${env[name]})`);
  return value;
};
const scale = number('BENCH_SCALE', 1);
const streamCount = number('BENCH_STREAMS', 10_000);
const streamUsers = number('BENCH_STREAM_USERS', 50);
/** The app's default REPLY_WINDOW, which the timed app runs with too. */
const REPLY_WINDOW = '14d';
const outage = env.BENCH_SWEEP_OUTAGE ?? '1d';
const outageMs = parseDuration(outage);
if (outageMs === undefined) throw new Error(`BENCH_SWEEP_OUTAGE must be a duration such as 1d or 12h (got ${outage})`);
const size = scaleSize(scale);
/** One open application per candidate, made steadily over the window and the outage (bench/api/scale-seed.ts). */
const replyLayout: ReplyLayout = { applications: size.candidates, windowMs: parseDuration(REPLY_WINDOW) ?? 0, outageMs };
const adminUrl = env.BENCH_DATABASE_URL;
const name = `tandem_scale_${randomBytes(4).toString('hex')}`;
const run: ScaleRun = {
  root: fileURLToPath(new URL('..', import.meta.url)),
  dataDir: mkdtempSync(join(tmpdir(), 'tandem-scale-')),
  children: [],
  connections: number('BENCH_CONNECTIONS', 100),
  warmup: number('BENCH_WARMUP', 3),
  duration: number('BENCH_DURATION', 10),
  streamsPerUser: Math.ceil(streamCount / streamUsers),
};
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
    const added = await seedAlertsAndReplies(db, replyLayout);
    console.log(`saved searches and open applications added in ${seconds(performance.now() - addedAt)}`);
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
  const a = await startInstance(run, databaseUrl, 'a');
  const b = await startInstance(run, databaseUrl, 'b');
  const [baseA, baseB] = [`http://127.0.0.1:${a.port}`, `http://127.0.0.1:${b.port}`];
  const ceilingUrl = await startCeiling(run);

  console.log(`under load: ${run.connections} connections, ${run.duration} s each after ${run.warmup} s warm-up, on instance a`);
  const candidate = await signedInHeaders(baseA, BENCH_EMAIL);
  const owner = await signedInHeaders(baseA, generated.ownerEmail);
  const scored = await underLoad(run, `GET ${SCORED_LIST}`, `${baseA}${SCORED_LIST}`, candidate, ceilingUrl);
  const ranked = await underLoad(run, `GET ${rankedCandidates(generated.jobId)}`, `${baseA}${rankedCandidates(generated.jobId)}`, owner, ceilingUrl);

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
  const timed = await alertsAndSweeps(databaseUrl, run.dataDir, generated.owner, REPLY_WINDOW);
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
  const sweepRow = (label: string, sweep: TimedSweep): Row => ({
    what: `reply-deadline sweep over ${sweep.open} open applications, ${label} (${sweep.lapsed} lapsed, ${sweep.reminded} reminded)`,
    figure: centiseconds(sweep.ms),
    goal: '< 10 s',
    met: sweep.ms < 10_000,
  });
  rows.push(sweepRow(`after ${outage} without a sweep`, timed.afterOutage), sweepRow('the next, a minute later', timed.steady));

  console.log(`\nscale ${scale}: ${size.candidates} candidates, ${size.jobs} jobs; PostgreSQL; ${run.connections} connections\n`);
  console.log('| measure | figure | goal | met |');
  console.log('| --- | ---: | --- | --- |');
  for (const row of rows) console.log(`| ${row.what} | ${row.figure} | ${row.goal} | ${row.met === undefined ? '' : row.met ? 'yes' : 'no'} |`);
}

async function cleanup(): Promise<void> {
  await Promise.all(run.children.map((child) => stop(child)));
  rmSync(run.dataDir, { recursive: true, force: true });
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
