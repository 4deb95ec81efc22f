import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { webAppPlugin } from '../plugins/web-app.ts';

/** A built web app as the build leaves it, in a temporary folder: each path (relative to dist/) and its content. */
export function writeWebBuild(files: Record<string, string>): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'tandem-web-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** A bare Fastify serving such a build through the web-app plugin alone; `close` also removes the build. */
export async function serveWebBuild(files: Record<string, string>): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const build = writeWebBuild(files);
  const app = Fastify({ logger: false });
  await app.register(webAppPlugin, { root: build.root });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      build.remove();
    },
  };
}
