import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test } from './test';

const E2E_DIR = fileURLToPath(new URL('..', import.meta.url));

/** A server of a spec's own, beside the suite's: its address, and how to stop it. */
export interface OwnServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * Starts the real server as the suite's does (serve.mjs: a fresh database with the demo data, the built web app)
 * with settings of the spec's own, such as a reply window of seconds that would upset every other spec, and waits
 * until it can rank (its health check answers 200).
 */
export async function startOwnServer(port: number, env: Record<string, string>, timeoutMs = 120_000): Promise<OwnServer> {
  const child: ChildProcess = spawn(process.execPath, ['serve.mjs'], {
    cwd: E2E_DIR,
    env: { ...process.env, ...env, E2E_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} stopped before it was ready (exit code ${child.exitCode})`);
    const ready = await fetch(`${baseURL}/api/rest/rest-check/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { baseURL, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the server on port ${port} was not ready within ${timeoutMs} ms`);
}

/**
 * Gives the spec that calls it (at its top level) a server of its own on `port` with `env`, started before its
 * tests and stopped after them, and points the spec's pages at it.
 */
export function useOwnServer(port: number, env: Record<string, string>): void {
  let server: OwnServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = await startOwnServer(port, env);
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  test.use({ baseURL: `http://127.0.0.1:${port}` });
}
