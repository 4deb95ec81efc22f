/**
 * `npm run bench:startup`: the matching engine's start-up load alone (MatchingEngine.load(): the catalogue, every
 * candidate and every job read a page at a time and indexed), on PostgreSQL at bench/scale.ts's data set. Each run
 * is a fresh process, as an instance's start is: its time, its peak resident memory (VmHWM), the heap after, and
 * then a second pass that only reads the candidates and jobs (no indexing) to tell reading from indexing. A
 * fingerprint of the loaded inputs shows two versions of the load read the same thing.
 *
 * Environment:
 *   BENCH_DATABASE_URL   postgres://... (required): a server to create the database on
 *   BENCH_SCALE (0.25)   fraction of bench:scale's full size (1,000,000 candidates, 200,000 jobs)
 *   BENCH_RUNS (3)       processes timed one after the other
 *   BENCH_KEEP=<name>    use (or first create and fill) the database <name> and keep it: generation at 0.25 takes
 *                        about two minutes, the load under half a minute. Without it a fresh tandem_startup_<hex>
 *                        is filled and dropped.
 */
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { LocalBus } from '../apps/api/src/bus/local-bus.ts';
import { createDatabase } from '../apps/api/src/db/database.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { MatchingEngine } from '../apps/api/src/modules/matching/engine.ts';
import { loadAllCandidates, loadAllJobs } from '../apps/api/src/modules/matching/load.ts';
import { seedScale } from './api/scale-seed.ts';

const env = process.env;
const CHILD = 'BENCH_STARTUP_CHILD';

interface Run {
  loadMs: number;
  /** This process's CPU (user and system) over the load: steadier than the wall time on a shared machine. */
  loadCpuMs: number;
  peakRssMiB: number;
  heapAfterMiB: number;
  readOnlyMs: number;
  candidates: number;
  jobs: number;
  fingerprint: string;
}

function withUrlDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);

function peakRssMiB(): number {
  const line = readFileSync('/proc/self/status', 'utf8').match(/^VmHWM:\s+(\d+) kB/m);
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
}

/** A hash of what was loaded, independent of the order rows came in (skills sorted within each candidate). */
function fingerprint(engine: MatchingEngine): string {
  const hash = createHash('sha256');
  for (const [id, candidate] of [...engine.candidateInputs].sort(([a], [b]) => a - b)) {
    const skills = candidate.skills.map((skill) => `${skill.name}:${skill.score}`).sort();
    const experiences = (candidate.experiences ?? []).map((period) => `${period.start_date}-${period.end_date}`).sort();
    const educations = (candidate.educations ?? []).map((education) => education.degree).sort();
    hash.update(JSON.stringify([id, { ...candidate, skills, experiences, educations }]));
  }
  for (const entry of [...engine.jobInputs].sort(([a], [b]) => a - b)) hash.update(JSON.stringify(entry));
  return hash.digest('hex').slice(0, 16);
}

/** One run, in this (fresh) process. */
async function measureHere(url: string): Promise<Run> {
  const db = createDatabase({ dialect: 'postgres', url });
  try {
    const engine = new MatchingEngine(db, new LocalBus(Fastify({ logger: false }).log));
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    await engine.load();
    const loadMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const loadCpuMs = (cpu.user + cpu.system) / 1000;
    const peak = peakRssMiB();
    const heapAfterMiB = mib(process.memoryUsage().heapUsed);
    const readStarted = performance.now();
    let read = 0;
    for await (const page of loadAllCandidates(db)) read += page.length;
    for await (const page of loadAllJobs(db)) read += page.length;
    const readOnlyMs = performance.now() - readStarted;
    if (read !== engine.candidateInputs.size + engine.jobInputs.size) throw new Error(`read ${read} inputs again, loaded ${engine.candidateInputs.size + engine.jobInputs.size}`);
    return { loadMs, loadCpuMs, peakRssMiB: peak, heapAfterMiB, readOnlyMs, candidates: engine.candidateInputs.size, jobs: engine.jobInputs.size, fingerprint: fingerprint(engine) };
  } finally {
    await db.destroy();
  }
}

async function ensureDatabase(adminUrl: string, name: string, scale: number): Promise<void> {
  const admin = createDatabase({ dialect: 'postgres', url: adminUrl });
  try {
    const found = await sql<{ n: number }>`select count(*)::int as n from pg_database where datname = ${name}`.execute(admin);
    if ((found.rows[0]?.n ?? 0) > 0) {
      console.log(`using ${name} as it is`);
      return;
    }
    await sql`create database ${sql.id(name)}`.execute(admin);
  } finally {
    await admin.destroy();
  }
  const db = createDatabase({ dialect: 'postgres', url: withUrlDatabase(adminUrl, name) });
  try {
    const started = performance.now();
    await migrate(db);
    const rows = await seedScale(db, scale);
    const counts = Object.entries(rows).map(([table, count]) => `${table} ${count}`).join(', ');
    console.log(`generated ${name} in ${((performance.now() - started) / 1000).toFixed(1)} s (scale ${scale}): ${counts}`);
  } finally {
    await db.destroy();
  }
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = createDatabase({ dialect: 'postgres', url: adminUrl });
  try {
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
  } finally {
    await admin.destroy();
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const range = (values: number[], format: (value: number) => string) => `${format(Math.min(...values))} to ${format(Math.max(...values))}`;

async function main(): Promise<void> {
  const childUrl = env[CHILD];
  if (childUrl) {
    process.stdout.write(`${JSON.stringify(await measureHere(childUrl))}\n`);
    return;
  }
  const adminUrl = env.BENCH_DATABASE_URL;
  if (!adminUrl) throw new Error('BENCH_DATABASE_URL (postgres://...) is required');
  const scale = Number(env.BENCH_SCALE ?? 0.25);
  const runs = Number(env.BENCH_RUNS ?? 3);
  if (!(scale > 0) || !(runs >= 1)) throw new Error('BENCH_SCALE and BENCH_RUNS must be positive');
  const name = env.BENCH_KEEP || `tandem_startup_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(adminUrl, name, scale);
  const self = fileURLToPath(import.meta.url);
  const results: Run[] = [];
  try {
    for (let n = 0; n < runs; n++) {
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', self], {
        env: { ...env, [CHILD]: withUrlDatabase(adminUrl, name) },
        maxBuffer: 1 << 20,
      });
      const run = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Run;
      results.push(run);
      console.log(
        `run ${n + 1}: load ${seconds(run.loadMs)} s (CPU ${seconds(run.loadCpuMs)} s), peak RSS ${run.peakRssMiB} MiB, heap after ${run.heapAfterMiB} MiB; ` +
          `read only ${seconds(run.readOnlyMs)} s; ${run.candidates} candidates, ${run.jobs} jobs, inputs ${run.fingerprint}`,
      );
    }
  } finally {
    if (!env.BENCH_KEEP) await dropDatabase(adminUrl, name);
    else console.log(`kept ${name}`);
  }
  console.log(
    `\nload ${range(results.map((run) => run.loadMs), seconds)} s (CPU ${range(results.map((run) => run.loadCpuMs), seconds)} s); peak RSS ${range(results.map((run) => run.peakRssMiB), String)} MiB; ` +
      `read only ${range(results.map((run) => run.readOnlyMs), seconds)} s (${runs} runs, scale ${scale})`,
  );
}

await main();
