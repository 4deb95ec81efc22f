import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
// defineConfig from vitest/config: the same function as vite's, typed against the vite that vitest and the
// plugins resolve (the hoisted one), so plugin types agree whichever vite runs the build.
import { defineConfig } from 'vitest/config';
import { compileHints } from './vite-plugins/compile-hints';
import { FIRST_PAINTS_MODULE, firstPaints } from './vite-plugins/first-paints';
import { routePreloads } from './vite-plugins/route-preloads';

const api = 'http://127.0.0.1:3000';
const contractSource = fileURLToPath(new URL('../../packages/contract/src/', import.meta.url));
const featureIndex = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.tsx?$/;

export default defineConfig({
  // routePreloads: dist/.vite/route-preloads.json, the files each route's screen needs (served as modulepreloads),
  // for every route of src/app/route-table.ts.
  // firstPaints: dist/.vite/first-paints.json, screens drawn at build time (served inside their pages).
  // compileHints: V8 compiles the files a first load runs while they download, off the main thread.
  plugins: [react(), tailwindcss(), routePreloads(), firstPaints(FIRST_PAINTS_MODULE), compileHints()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each screen needs (scripts/first-load-size.mjs reads it).
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      // The contract only declares constants and schemas: let the bundler drop what a chunk does not use,
      // so a screen that needs MESSAGES or TIMINGS does not pull zod in with the signup schemas.
      // A feature's index.ts only re-exports its public face (eslint.config.js makes other features import through
      // it): declared free of side effects, a screen that imports one export does not load every module it names.
      treeshake: { moduleSideEffects: (id: string) => !id.startsWith(contractSource) && !featureIndex.test(id) },
      // Common chunks under 4 KB are copied into the chunks that use them instead of being files of their own:
      // /home's first load went from 24 files to 14 and /yourmatches' from 31 to 19, for 3 to 4 KB gzip of copies.
      // Each file is a request, and over HTTP/1.1 (six connections) they queue: Lighthouse's mobile simulation
      // counted those waits as most of what kept the signed-in screens from its targets (docs/performance.md).
      // Experimental in Rolldown; it needs no entry signatures to keep (an app has none) and strict execution order.
      preserveEntrySignatures: false,
      // TanStack Query in one chunk: every signed-in screen uses it, and left to itself the bundler cut it in three
      // (its hooks apart from its client, once some dialogs loaded with import() used one hook without the client),
      // which cost every screen 1 KB gzip and two requests.
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 4096 },
          groups: [{ name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/common': { target: api, changeOrigin: false },
      '/media': { target: api, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': api,
      '/common': api,
      '/media': api,
    },
  },
});
