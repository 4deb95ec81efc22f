/** Autocannon (no bundled types) behind a small typed wrapper, and the helpers the API bench shares. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';

export interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  method?: 'GET' | 'PATCH' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Each connection sends its own request instead (a path and headers of its own, as another user's browser would), in turn. */
  perConnection?: { path: string; headers: Record<string, string> }[];
  /** The serving process: its CPU time over the run is divided by the requests (cpuPerRequestUs). */
  serverPid?: number;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
  non2xx: number;
  /**
   * The serving process's CPU time (all its threads: user and system, from /proc) per completed request, in µs;
   * undefined without serverPid or /proc. Unlike requests/s it does not move with what else shares the cores.
   */
  cpuPerRequestUs?: number;
}

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
}
type Autocannon = (options: Record<string, unknown>, done: (error: Error | null, result: AutocannonResult) => void) => unknown;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** One autocannon run; requests/s is the completed 2xx-or-not requests over the run. */
export function load(options: LoadOptions): Promise<LoadResult> {
  const cpuBefore = processCpuMs(options.serverPid);
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.duration,
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        body: options.body,
        timeout: 10,
        ...(options.perConnection ? { setupClient: perConnection(options) } : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        const cpuAfter = processCpuMs(options.serverPid);
        const cpuMs = cpuBefore !== undefined && cpuAfter !== undefined ? cpuAfter - cpuBefore : undefined;
        resolve({
          cpuPerRequestUs: cpuMs !== undefined && result.requests.total > 0 ? (cpuMs * 1000) / result.requests.total : undefined,
          rps: result.requests.total / result.duration,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.non2xx + result.errors + result.timeouts,
          non2xx: result.non2xx,
          requests: result.requests.total,
        });
      },
    );
  });
}

/** A process's CPU time so far (user + system, every thread), in ms: fields 14 and 15 of /proc/<pid>/stat, in ticks of 10 ms. */
function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis start at field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

interface AutocannonClient {
  setRequests(requests: { method: string; path: string; headers: Record<string, string>; body?: string }[]): void;
}

/** Hands each new connection the next of the requests, round the list. */
function perConnection(options: LoadOptions): (client: AutocannonClient) => void {
  const requests = options.perConnection ?? [];
  let next = 0;
  return (client) => {
    const request = requests[next++ % requests.length];
    if (request) client.setRequests([{ method: options.method ?? 'GET', path: request.path, headers: request.headers, body: options.body }]);
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the process serving ${url} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Starts a Node process with tsx; its stderr goes to ours. */
/** `stdout: 'read'`: the server's output goes to a pipe this process reads (and drops), as a log shipper would. */
export function startNode(args: string[], env: Record<string, string | undefined>, cwd: string, stdout: 'ignore' | 'read' = 'ignore'): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', stdout === 'read' ? 'pipe' : 'ignore', 'inherit'] });
  child.stdout?.resume();
  return child;
}

/** SIGTERM, then wait for the exit (the server shuts down gracefully and writes its CPU profile). */
export function stop(child: ChildProcess, timeoutMs = 20_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Cookies from Set-Cookie headers merged into a jar. */
export function mergeCookies(jar: Map<string, string>, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair?.indexOf('=') ?? -1;
    if (pair && at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
}

export const cookieHeader = (jar: Map<string, string>): string => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** A POST as the page sends it from a new session (the session's CSRF cookie first): the cookies after it, and its answer. */
async function postFromNewSession(base: string, path: string, body: unknown, what: string): Promise<{ jar: Map<string, string>; answer: unknown }> {
  const jar = new Map<string, string>();
  mergeCookies(jar, await fetch(`${base}/api/session/`));
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookieHeader(jar), 'x-csrftoken': jar.get('csrftoken') ?? '' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
  mergeCookies(jar, response);
  return { jar, answer: await response.json() };
}

/** Signs in as the page does: the cookies after it, and the login's answer. */
export const signIn = (base: string, email: string, password: string): Promise<{ jar: Map<string, string>; answer: unknown }> =>
  postFromNewSession(base, '/api/login/', { email, password }, `sign-in as ${email}`);

/** Signs up as the sign-up page does (the new account is signed in): the cookies after it, and the answer. */
export const signUp = (base: string, account: { name: string; email: string; password: string; role: string }): Promise<{ jar: Map<string, string>; answer: unknown }> =>
  postFromNewSession(base, '/api/signup/', account, `sign-up as ${account.email}`);
