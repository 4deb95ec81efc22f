import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import type { FirstPaint } from '../src/app/first-paint/first-paints';
import { createServer } from 'vite';

/** Where the build writes each screen's first paint (apps/api puts it in the page it serves for that path). */
export const FIRST_PAINTS_FILE = '.vite/first-paints.json';

/**
 * Writes FIRST_PAINTS_FILE: the screens `renderFirstPaints` in `moduleFile` draws (those the route table marks
 * `firstPaint`), rendered to HTML at build time by the app's own components (through Vite's SSR loader, so they
 * compile exactly as they do for the browser).
 */
export function firstPaints(moduleFile: string): Plugin {
  let root = process.cwd();
  return {
    name: 'tandem:first-paints',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      });
      try {
        const module = (await server.ssrLoadModule(moduleFile)) as {
          renderFirstPaints: () => Promise<FirstPaint[]>;
        };
        this.emitFile({
          type: 'asset',
          fileName: FIRST_PAINTS_FILE,
          source: `${JSON.stringify(await module.renderFirstPaints(), null, 2)}\n`,
        });
      } finally {
        await server.close();
      }
    },
  };
}

export const FIRST_PAINTS_MODULE = fileURLToPath(new URL('../src/app/first-paint/first-paints.tsx', import.meta.url));
