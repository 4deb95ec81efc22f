// A deployment of two app instances on one fresh PostgreSQL database and Redis, behind nginx on one address:
// what docs/product.md section C9 promises is tested against it (cluster/*.test.ts, `npm run test:cluster`).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { requiredInCi, testDatabaseUrl, testRedisUrl } from '../apps/api/src/test/required-in-ci.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface Deployment {
  /** The one address users see (nginx, round robin over both instances). */
  proxy: string;
  /** Each instance directly, to prove what one did reaches the other. */
  instances: [string, string];
  databaseUrl: string;
  /** The proxy's certificate (PEM) when it answers HTTPS, for a client to trust. */
  certificate?: string;
  stop(): Promise<void>;
}

/** Why this machine cannot run the deployment, or undefined when it can. */
export function missingPieces(): string | undefined {
  if (!testDatabaseUrl()) return 'TEST_DATABASE_URL is not set (a PostgreSQL server to make a database on)';
  if (!testRedisUrl()) return 'TEST_REDIS_URL is not set (a Redis server)';
  if (!requiredInCi(existsSync(NGINX), `nginx is not installed at ${NGINX} (apt-get install nginx-light)`)) {
    return `nginx is not installed at ${NGINX} (apt-get install nginx-light)`;
  }
  return undefined;
}

async function waitForHealth(url: string, child: ChildProcess, withinMs = 90_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the instance at ${url} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/rest/rest-check/`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() - started > withinMs) throw new Error(`the instance at ${url} did not answer within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A self-signed certificate for 127.0.0.1, made with openssl for one run (a deployment behind HTTPS). */
function makeCertificate(dir: string): { cert: string; key: string } {
  const cert = join(dir, 'proxy.crt');
  const key = join(dir, 'proxy.key');
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  return { cert, key };
}

function nginxConfig(dir: string, port: number, upstreams: readonly number[], tls?: { cert: string; key: string }): string {
  return `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  upstream tandem { ${upstreams.map((upstream) => `server 127.0.0.1:${upstream};`).join(' ')} keepalive 64; }
  server {
    listen 127.0.0.1:${port}${tls ? ' ssl' : ''};
    ${tls ? `ssl_certificate ${tls.cert}; ssl_certificate_key ${tls.key};` : ''}
    client_max_body_size 12m;
    location / {
      proxy_pass http://tandem;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Live streams: no buffering, and no timeout between heartbeats.
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
  }
}
`;
}

/** Starts the deployment on the given ports (proxy, then the two instances). */
export interface DeploymentOptions {
  /** Seed the demo data (the browser tests sign in as the demo accounts); off for the API suite. */
  seedDemo?: boolean;
  /** Settings of both instances beyond the suite's own (a lower login limit, say). */
  env?: Record<string, string>;
  /** nginx answers HTTPS with a certificate made for the run (Deployment.certificate), as a real one would. */
  tls?: boolean;
}

const portFrom = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
/** Today's ports unless CLUSTER_PROXY_PORT, CLUSTER_A_PORT or CLUSTER_B_PORT say otherwise (engineers share a machine). */
export const defaultPorts = () => ({ proxy: portFrom('CLUSTER_PROXY_PORT', 3400), a: portFrom('CLUSTER_A_PORT', 3401), b: portFrom('CLUSTER_B_PORT', 3402) });

export async function startDeployment(ports = defaultPorts(), options: DeploymentOptions = {}): Promise<Deployment> {
  const admin = new URL(process.env.TEST_DATABASE_URL as string);
  const name = `tandem_cluster_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const databaseUrl = new URL(admin.toString());
  databaseUrl.pathname = `/${name}`;

  const dir = mkdtempSync(join(tmpdir(), 'tandem-cluster-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: process.env.TEST_REDIS_URL,
    REDIS_PREFIX: name,
    // Shared by both, so a CSRF token made by one is good on the other.
    SESSION_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: options.seedDemo ? 'true' : 'false',
    LOGIN_RATE_LIMIT: '1000',
    SIGNUP_RATE_LIMIT: '1000',
    WRITE_RATE_LIMIT: '100000',
    STREAM_HEARTBEAT: '5s',
    ...options.env,
  };
  const children: ChildProcess[] = [];
  let certificate: string | undefined;
  // One data folder for both, as a deployment shares a volume: a photo uploaded through one instance is served
  // by the other.
  const dataDir = join(dir, 'data');
  mkdirSync(dataDir);
  const start = (port: number) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'apps/api/src/server.ts')], {
      cwd: ROOT,
      env: { ...env, PORT: String(port), DATA_DIR: dataDir },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.push(child);
    return child;
  };
  const stop = async () => {
    spawnSync(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-s', 'stop']);
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    const cleanup = new pg.Client({ connectionString: admin.toString() });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
    rmSync(dir, { recursive: true, force: true });
    // The run's keys (queue, rate limits) go with it.
    const redis = new Redis(process.env.TEST_REDIS_URL as string);
    const keys = await redis.keys(`${name}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  };
  try {
    // One after the other: the first migrates the new database; the second finds it ready.
    const a = start(ports.a);
    await waitForHealth(`http://127.0.0.1:${ports.a}`, a);
    const b = start(ports.b);
    await waitForHealth(`http://127.0.0.1:${ports.b}`, b);
    const tls = options.tls ? makeCertificate(dir) : undefined;
    if (tls) certificate = readFileSync(tls.cert, 'utf8');
    writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, ports.proxy, [ports.a, ports.b], tls));
    const nginx = spawnSync(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
    if (nginx.status !== 0) throw new Error(`nginx did not start: ${nginx.stderr}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    proxy: `${options.tls ? 'https' : 'http'}://127.0.0.1:${ports.proxy}`,
    ...(certificate ? { certificate } : {}),
    instances: [`http://127.0.0.1:${ports.a}`, `http://127.0.0.1:${ports.b}`],
    databaseUrl: databaseUrl.toString(),
    stop,
  };
}
