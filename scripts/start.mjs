#!/usr/bin/env node
// `npm start`: builds the web app and the API (scripts/build-api.mjs, a bundle in apps/api/dist) when a build is
// missing or older than its sources, then runs the built server with plain node (no TypeScript loader), which
// migrates the database and seeds demo data into an empty one. `npm run dev` runs the sources instead.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contract/src'];
const builtServer = join(root, 'apps/api/dist/server.mjs');
const apiSources = ['apps/api/src', 'packages/contract/src', 'packages/matching/src', 'scripts/build-api.mjs', 'package-lock.json'];

function newestChange(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(full).map((name) => newestChange(join(path, name))));
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (builtAt === 0 || Math.max(...sources.map(newestChange)) > builtAt) {
  console.log(builtAt === 0 ? 'Building the web app (first start)...' : 'Web sources changed: rebuilding the web app...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const serverBuiltAt = existsSync(builtServer) ? statSync(builtServer).mtimeMs : 0;
if (serverBuiltAt === 0 || Math.max(...apiSources.map(newestChange)) > serverBuiltAt) {
  console.log(serverBuiltAt === 0 ? 'Building the API (first start)...' : 'API sources changed: rebuilding the API...');
  const build = spawnSync(process.execPath, [join(root, 'scripts/build-api.mjs')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Source maps: a stack trace in the log names the TypeScript file and line, as it did under tsx.
const server = spawn(process.execPath, ['--enable-source-maps', builtServer], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
