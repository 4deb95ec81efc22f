/**
 * bench/scale.ts's phases over HTTP: an instance started and timed to its first ranked answer, a call under load
 * beside the bare-Fastify ceiling, and a job posted on one instance until the other ranks it.
 */
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { MATCH_THRESHOLD } from '@tandem/contract';
import { jobBody } from './job-body.ts';
import { BENCH_EMAIL, BENCH_PASSWORD } from './seed.ts';
import { cookieHeader, freePort, load, signIn, startNode, waitFor, type LoadResult } from './load.ts';
import { rssMiB } from '../streams.ts';

/** What every phase here needs from the bench: where it runs, and the processes to stop at its end. */
export interface ScaleRun {
  root: string;
  dataDir: string;
  children: ChildProcess[];
  /** The load: autocannon's connections, and seconds of warm-up and of measuring. */
  connections: number;
  warmup: number;
  duration: number;
  /** Streams the instance must accept per user, for the streams phase. */
  streamsPerUser: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The headers a signed-in page's writes carry. */
export async function signedInHeaders(base: string, email: string): Promise<Record<string, string>> {
  const { jar } = await signIn(base, email, BENCH_PASSWORD);
  return { cookie: cookieHeader(jar), 'x-csrftoken': jar.get('csrftoken') ?? '' };
}

export const SCORED_LIST = '/api/jobprofile/?ordering=-match_score&limit=20';
export const rankedCandidates = (jobId: number) => `/api/matching/match/?job=${jobId}&limit=20&min_score=${MATCH_THRESHOLD}`;

export interface StartUp {
  child: ChildProcess;
  port: number;
  /** Process start to the health check answering, and to the first ranked answer. */
  healthyMs: number;
  firstRankedMs: number;
  rssMiB: number;
}

/** Starts one instance and times it to the candidate's first scored list (signing in on the way). */
export async function startInstance(run: ScaleRun, databaseUrl: string, label: string): Promise<StartUp> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = startNode(
    ['apps/api/src/server.ts'],
    {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(run.dataDir, label),
      DATABASE_URL: databaseUrl,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: join(run.dataDir, 'no-web-build'),
      WRITE_RATE_LIMIT: '100000000',
      LOGIN_RATE_LIMIT: '100000',
      SIGNUP_RATE_LIMIT: '100000',
      STREAM_HEARTBEAT: '5s',
      STREAMS_PER_USER: String(run.streamsPerUser),
      // The reply sweep is timed by itself at the end, over the applications as seeded: no instance sweeps first.
      SCHEDULER_INTERVAL: '1d',
    },
    run.root,
  );
  run.children.push(child);
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

/** The bare-Fastify ceiling (bench/api/ceiling.ts) in its own process; its URL. */
export async function startCeiling(run: ScaleRun): Promise<string> {
  const port = await freePort();
  const child = startNode(['bench/api/ceiling.ts', String(port)], {}, run.root);
  run.children.push(child);
  const url = `http://127.0.0.1:${port}/page`;
  await waitFor(url, child);
  return url;
}

/** One call under load after a warm-up, with the ceiling measured just before and after it (the machine's load drifts). */
export async function underLoad(run: ScaleRun, label: string, url: string, headers: Record<string, string>, ceilingUrl: string): Promise<{ result: LoadResult; ceiling: number }> {
  const { connections, duration, warmup } = run;
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
export async function newJobAcross(a: string, b: string, ownerEmail: string): Promise<number> {
  const [onA, onB] = [await signedInHeaders(a, ownerEmail), await signedInHeaders(b, ownerEmail)];
  const started = performance.now();
  const response = await fetch(`${a}/api/jobprofile/`, {
    method: 'POST',
    headers: { ...onA, 'content-type': 'application/json' },
    body: JSON.stringify(
      jobBody({
        title: 'Scale bench developer',
        description: 'Posted on one instance, ranked on the other.',
        keywords: 'Python, SQL, Communication',
        salary_min: 40000,
        salary_max: 50000,
        years_of_experience: 1,
      }),
    ),
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
