/**
 * `npm run bench:server-start`: how long the real server takes from `node` to its first answer, and its memory
 * then, run from its sources through tsx (as `npm start` did before) and from the bundle `npm run build:api` writes
 * (as `npm start` does now). Each run is a fresh process on the same migrated, seeded SQLite database (a first,
 * uncounted run migrates and seeds it), so both sides do the same work; runs alternate so a busy machine weighs on
 * both. Figures: the median of BENCH_RUNS (default 7) for the time to the first 200 of the health check, the
 * resident memory then (VmRSS) and its peak (VmHWM).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../apps/api/src/test/spawned-instance.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const modes = {
  'tsx (sources)': ['--import', 'tsx', join(ROOT, 'apps/api/src/server.ts')],
  'bundle (dist)': ['--enable-source-maps', join(ROOT, 'apps/api/dist/server.mjs')],
} as const;
type Mode = keyof typeof modes;

const memory = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(/(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((line) => line.startsWith(field)) ?? '')?.[1] ?? 0) / 1024;

async function run(mode: Mode, dataDir: string): Promise<{ ms: number; rssMiB: number; peakMiB: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...modes[mode]], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, WEB_DIST: join(dataDir, 'no-web'), SESSION_SECRET: 'bench-server-start-secret-long-enough', LOG_LEVEL: 'warn' },
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${mode} exited with ${child.exitCode}`);
      const answer = await fetch(`http://127.0.0.1:${port}/api/rest/rest-check/`).catch(() => undefined);
      if (answer?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const ms = performance.now() - started;
    return { ms, rssMiB: memory(child.pid!, 'VmRSS'), peakMiB: memory(child.pid!, 'VmHWM') };
  } finally {
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const build = spawnSync(process.execPath, [join(ROOT, 'scripts/build-api.mjs')], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const dataDir = mkdtempSync(join(tmpdir(), 'tandem-bench-start-'));
try {
  await run('bundle (dist)', dataDir); // migrates and seeds the demo data: not counted
  const results: Record<Mode, Awaited<ReturnType<typeof run>>[]> = { 'tsx (sources)': [], 'bundle (dist)': [] };
  for (let n = 0; n < RUNS; n++) for (const mode of Object.keys(modes) as Mode[]) results[mode].push(await run(mode, dataDir));
  console.log(`server start, median of ${RUNS} (time to the first 200 of /api/rest/rest-check/, memory then):`);
  for (const [mode, runs] of Object.entries(results)) {
    const ms = median(runs.map((r) => r.ms));
    console.log(`  ${mode.padEnd(14)} ${ms.toFixed(0).padStart(6)} ms   RSS ${median(runs.map((r) => r.rssMiB)).toFixed(1)} MiB   peak ${median(runs.map((r) => r.peakMiB)).toFixed(1)} MiB   (runs: ${runs.map((r) => r.ms.toFixed(0)).join(', ')} ms)`);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
