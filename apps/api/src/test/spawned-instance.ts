import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface SpawnedInstance {
  url: string;
  child: ChildProcess;
  dataDir: string;
  /** How the process ended, once it has (code or signal). */
  exited(): { code: number | null; signal: NodeJS.Signals | null } | undefined;
  /** Resolves with the exit once the process has ended, or undefined after `withinMs`. */
  waitForExit(withinMs: number): Promise<{ code: number | null; signal: NodeJS.Signals | null } | undefined>;
  /** SIGKILL if still running, and the data folder removed. */
  kill(): Promise<void>;
}

/** The API as `npm start` runs it: the bundle `npm run build:api` writes (scripts/build-api.mjs). */
export const BUILT_SERVER = join(ROOT, 'apps/api/dist/server.mjs');

/** What every spawned instance runs with: production, on its own port and data folder, no web build, no demo data. */
const instanceEnv = (port: number, dataDir: string): Record<string, string> => ({
  PATH: process.env.PATH ?? '',
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATA_DIR: dataDir,
  WEB_DIST: join(dataDir, 'no-web-build'),
  SESSION_SECRET: 'spawned-instance-secret-long-enough-for-hmac',
  SEED_DEMO_DATA: 'false',
});

/**
 * The real server as a process of its own, as a deployment runs it, for what only a process shows: that it stays
 * up, or that it ends. From its sources through tsx (`node --import tsx apps/api/src/server.ts`: what the test
 * changed is what runs, with no build first) unless `built`, which runs the bundle `npm start` runs. `stdout:
 * 'pipe'` leaves its output to the caller, who may read it or, to stall it, not.
 */
export async function spawnInstance(env: Record<string, string>, options: { stdout?: 'ignore' | 'pipe'; built?: boolean } = {}): Promise<SpawnedInstance> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'tandem-instance-'));
  const entry = options.built ? ['--enable-source-maps', BUILT_SERVER] : ['--import', 'tsx', join(ROOT, 'apps/api/src/server.ts')];
  const child = spawn(process.execPath, entry, {
    cwd: ROOT,
    env: { ...instanceEnv(port, dataDir), LOG_LEVEL: 'warn', ...env },
    // TEST_LOGS=1 shows the instance's log (stdout) and stderr.
    stdio: ['ignore', options.stdout ?? (process.env.TEST_LOGS === '1' ? 'inherit' : 'ignore'), process.env.TEST_LOGS === '1' ? 'inherit' : 'ignore'],
  });
  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      resolve(exit);
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const instance: SpawnedInstance = {
    url,
    child,
    dataDir,
    exited: () => exit,
    waitForExit: (withinMs) => Promise.race([ended, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), withinMs))]),
    kill: async () => {
      if (!exit) {
        child.kill('SIGKILL');
        await ended;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  // Ready: the liveness check answers 200 (the matching indexes are built).
  for (const started = Date.now(); ; ) {
    if (exit) throw new Error(`the instance exited while starting (${JSON.stringify(exit)})`);
    const answer = await fetch(`${url}/api/rest/rest-check/`).catch(() => undefined);
    if (answer?.ok) return instance;
    if (Date.now() - started > 90_000) {
      await instance.kill();
      throw new Error('the instance did not start within 90 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Longer than any bound of the server's own (a connection's 5 s, a revocation's 2 s), even on a loaded machine. */
const REQUEST_TIMEOUT_MS = 30_000;

/** A browser-like client over fetch: keeps cookies, sends the CSRF header on writes. */
export class HttpClient {
  readonly #cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  async request(method: string, path: string, body?: unknown): Promise<{ status: number; headers: Headers; json: () => unknown }> {
    if (method !== 'GET' && !this.#cookies.has('csrftoken')) await this.request('GET', '/api/session/');
    const headers: Record<string, string> = { cookie: [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
    if (method !== 'GET') headers['x-csrftoken'] = this.#cookies.get('csrftoken') ?? '';
    if (body !== undefined) headers['content-type'] = 'application/json';
    // A call that never answers fails here, naming itself, instead of running its test into the test's timeout.
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }).catch((error: unknown) => {
      throw new Error(`${method} ${path} did not answer`, { cause: error });
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      this.#cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    const text = await response.text();
    return { status: response.status, headers: response.headers, json: () => (text ? JSON.parse(text) : null) };
  }

  /** A multipart form (test/multipart.ts) posted with this client's cookies and CSRF header. */
  async upload(path: string, form: { body: Buffer; headers: Record<string, string> }): Promise<{ status: number; json: () => unknown }> {
    if (!this.#cookies.has('csrftoken')) await this.request('GET', '/api/session/');
    const cookie = [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const headers = { ...form.headers, cookie, 'x-csrftoken': this.#cookies.get('csrftoken') ?? '' };
    const response = await fetch(`${this.base}${path}`, { method: 'POST', headers, body: new Uint8Array(form.body) });
    const text = await response.text();
    return { status: response.status, json: () => (text ? JSON.parse(text) : null) };
  }
}

export interface InstanceWithLogReader {
  url: string;
  /** Stops the log's reader (SIGSTOP): the pipe fills and stays full, as when a log shipper hangs. */
  stallReader(): void;
  resumeReader(): void;
  /** Sends the server a signal. */
  signal(signal: NodeJS.Signals): void;
  /** Whether the server's process has ended within `withinMs`. */
  endsWithin(withinMs: number): Promise<boolean>;
  /** What the reader passed on so far. */
  output(): string;
  kill(): Promise<void>;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * The real server with its stdout a real pipe into `cat`, the pipe's reader, which the test can stop: a
 * stalled log shipper exactly (a 64 KB kernel pipe that fills). Each side says its pid on stderr first.
 */
export async function spawnInstanceWithLogReader(env: Record<string, string>): Promise<InstanceWithLogReader> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'tandem-instance-'));
  const server = `echo server:$$ >&2; exec "${process.execPath}" --import tsx apps/api/src/server.ts`;
  const shell = spawn('sh', ['-c', `sh -c '${server}' | sh -c 'echo reader:$$ >&2; exec cat'`], {
    cwd: ROOT,
    env: { ...instanceEnv(port, dataDir), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  shell.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  shell.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const pidOf = (side: string) => Number(new RegExp(`${side}:(\\d+)`).exec(errors)?.[1]);
  const url = `http://127.0.0.1:${port}`;
  const kill = async () => {
    for (const side of ['server', 'reader']) if (pidOf(side) && alive(pidOf(side))) process.kill(pidOf(side), 'SIGKILL');
    if (shell.exitCode === null) await new Promise((resolve) => shell.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (const started = Date.now(); ; ) {
    const answer = await fetch(`${url}/api/rest/rest-check/`).catch(() => undefined);
    if (answer?.ok && pidOf('server') && pidOf('reader')) break;
    if (Date.now() - started > 90_000 || shell.exitCode !== null) {
      await kill();
      throw new Error(`the instance did not start: ${errors.slice(0, 500)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stallReader: () => process.kill(pidOf('reader'), 'SIGSTOP'),
    resumeReader: () => process.kill(pidOf('reader'), 'SIGCONT'),
    signal: (signal) => process.kill(pidOf('server'), signal),
    endsWithin: async (withinMs) => {
      for (const started = Date.now(); Date.now() - started < withinMs; ) {
        if (!alive(pidOf('server'))) return true;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return !alive(pidOf('server'));
    },
    output: () => output,
    kill,
  };
}
