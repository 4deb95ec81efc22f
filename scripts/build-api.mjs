#!/usr/bin/env node
// `npm run build:api`: bundles the API into apps/api/dist/ (esbuild; docs/decisions.md says why a bundle rather
// than tsc's emit), so production runs the JavaScript built once rather than compiling every file through tsx at
// each start. Two entries: the server, and the file parsing pool's worker (dist/worker.mjs, found by pool.ts beside
// the server as it finds worker.mjs beside itself in the sources). The workspace packages (@tandem/contract,
// @tandem/matching export their TypeScript sources) are bundled in; every other package stays in node_modules,
// loaded as it is (native modules, packages reading their own files). Migrations are imported by the server, so
// they are in the bundle and run at start as before.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const api = fileURLToPath(new URL('../apps/api/', import.meta.url));
const outdir = `${api}dist`;

/** Bare imports stay outside the bundle, except the workspace's own packages, which are TypeScript. */
const externalPackages = {
  name: 'external-packages',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@tandem/') ? undefined : { path: args.path, external: true }));
  },
};

const started = performance.now();
rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: api,
  // dist/server.js sits as deep as src/server.ts, so config.ts's REPO_ROOT (three levels up) is the same.
  entryPoints: { server: 'src/server.ts', worker: 'src/file-parsing/worker.ts' },
  // .mjs: an ES module whatever package.json is nearest, and the worker's name pool.ts looks for.
  outExtension: { '.js': '.mjs' },
  outdir,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
  // packages/contract's "sideEffects": "false" is a string (Vite reads it as meant); esbuild's warning about it is noise.
  logOverride: { 'package.json': 'silent' },
});
console.log(`API built into apps/api/dist in ${Math.round(performance.now() - started)} ms`);
