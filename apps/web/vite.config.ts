import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
// defineConfig from vitest/config: the same function as vite's, typed against the vite that vitest and the
// plugins resolve (the hoisted one), so plugin types agree whichever vite runs the build.
import { defineConfig } from 'vitest/config';

const api = 'http://127.0.0.1:3000';
const contractSource = fileURLToPath(new URL('../../packages/contract/src/', import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each screen needs (scripts/first-load-size.mjs reads it).
    manifest: true,
    target: 'es2022',
    rollupOptions: {
      // The contract only declares constants and schemas: let the bundler drop what a chunk does not use,
      // so a screen that needs MESSAGES or TIMINGS does not pull zod in with the signup schemas.
      treeshake: { moduleSideEffects: (id: string) => !id.startsWith(contractSource) },
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
