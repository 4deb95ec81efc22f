import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DURATION_MESSAGE, parseDuration } from './lib/duration.ts';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy.ts';

/** The repository root: relative paths in the environment are read against it, whichever folder npm runs in. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const port = z.coerce
  .number({ error: 'must be an integer from 1 to 65535' })
  .int('must be an integer from 1 to 65535')
  .min(1, 'must be an integer from 1 to 65535')
  .max(65535, 'must be an integer from 1 to 65535');

const positiveInt = z.coerce.number({ error: 'must be a positive integer' }).int('must be a positive integer').positive('must be a positive integer');

/** A duration written as a whole number and a unit: 30s, 15m, 2h, 14d (docs/product.md section C12); read as milliseconds. */
export const duration = z
  .string()
  .refine((value) => parseDuration(value) !== undefined, DURATION_MESSAGE)
  .transform((value) => parseDuration(value) ?? 0);

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// URL (leave it unset for the embedded SQLite database)')
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    error: 'must be one of fatal, error, warn, info, debug, trace, silent',
  }).default('info'),
  GOOGLE_CLIENT_ID: z.string().min(1, 'must not be empty').optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\/\S+$/, 'must be a redis:// URL').optional(),
  /** Keys in Redis start with this, so deployments (or test runs) can share one Redis server. */
  REDIS_PREFIX: z.string().regex(/^[\w-]{1,40}$/, 'must be 1 to 40 letters, digits, _ or -').default('tandem'),
  TRUST_PROXY: z
    .string()
    .refine((value) => parseTrustProxy(value) !== undefined, 'must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges')
    .default('false')
    .transform((value): TrustProxy => parseTrustProxy(value) ?? false),
  SQLITE_SYNCHRONOUS: z.enum(['full', 'normal'], { error: 'must be full or normal' }).default('full'),
  PG_NAMED_STATEMENTS: flag.default(false),
  SEED_DEMO_DATA: flag.default(true),
  /** Pay transparency (docs/product.md section C20): a paid job must give a minimum and a maximum; false lifts it. */
  PAY_RANGE_REQUIRED: flag.default(true),
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  LOGIN_RATE_LIMIT: positiveInt.default(10),
  LOGIN_RATE_WINDOW_MINUTES: positiveInt.default(15),
  LOGIN_ADDRESS_RATE_LIMIT: positiveInt.default(100),
  /** The longest an account's sign-ins are held once it has failed LOGIN_RATE_LIMIT times from anywhere (a delay, never a lock). */
  LOGIN_ACCOUNT_DELAY_MAX: duration.prefault('10s'),
  SIGNUP_RATE_LIMIT: positiveInt.default(50),
  /** Reports one person may file an hour (docs/product.md section C20). */
  REPORT_RATE_LIMIT: positiveInt.default(20),
  WRITE_RATE_LIMIT: positiveInt.default(600),
  STREAM_HEARTBEAT: duration.prefault('25s'),
  STREAMS_PER_USER: positiveInt.default(5),
  /** How often the scheduler's repeatable jobs (reply deadlines) run, once per deployment. */
  SCHEDULER_INTERVAL: duration.prefault('1m'),
  /** How long an organisation has to answer an application (docs/product.md section C12). */
  REPLY_WINDOW: duration.prefault('14d'),
  /** A job active this long with no edit and no applicant moved is flagged (job_stale); at JOB_PAUSE_AFTER it is paused. */
  JOB_STALE_AFTER: duration.prefault('30d'),
  JOB_PAUSE_AFTER: duration.prefault('45d'),
  /** How long before a booked interview both sides are reminded (docs/product.md section C19). */
  INTERVIEW_REMINDER_BEFORE: duration.prefault('24h'),
  /** Interview proposals, bookings, reschedules and cancellations per person an hour: each sends e-mail. */
  INTERVIEW_RATE_LIMIT: positiveInt.default(60),
  MESSAGE_RATE_LIMIT: positiveInt.default(30),
  /** How long a message's e-mail waits before it goes: read meanwhile (the conversation open on a screen), it is not sent. */
  MESSAGE_EMAIL_DELAY: duration.prefault('2m'),
  INVITATION_RATE_LIMIT: positiveInt.default(100),
  SMTP_URL: z.string().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL (leave it unset to write .eml files)').optional(),
  MAIL_FROM: z.string().min(3, 'must be an address such as "Tandem <no-reply@example.org>"').default('Tandem <no-reply@tandem.localhost>'),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/]+(\/\S*)?$/, 'must be an http:// or https:// URL')
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  /** The parse pool (file-parsing/): threads, and the time and V8 heap one uploaded file may take (docs/product.md section C15). */
  PARSE_THREADS: positiveInt.default(2),
  PARSE_TIME_LIMIT: duration.prefault('5s'),
  PARSE_MEMORY_LIMIT_MB: positiveInt.default(256),
  /**
   * Workers kept started, however long idle, from when the server listens: a cold worker loads pdf.js and the skill
   * catalogue (seconds), which would make the first import after a quiet minute miss its 2 s. 0 keeps none.
   */
  PARSE_WARM_THREADS: z.coerce.number({ error: 'must be a whole number, 0 or more' }).int('must be a whole number, 0 or more').min(0, 'must be a whole number, 0 or more').default(1),
  /** What the log holds in memory while its reader is slow; past it lines are dropped and counted (lib/log-destination.ts). */
  LOG_BUFFER_KB: positiveInt.default(4096),
});

export type Config = Omit<z.output<typeof EnvSchema>, 'SESSION_SECRET'> & {
  SESSION_SECRET: string;
  /** Absolute paths derived once, so no module resolves them again. */
  dataDir: string;
  uploadsDir: string;
  /** Where messages go as .eml files when there is no SMTP_URL. */
  mailDir: string;
  /** PUBLIC_URL, or http://localhost:PORT: the origin of every link in an e-mail. */
  publicUrl: string;
  webDist: string;
  database: DatabaseConfig;
};

export type DatabaseConfig =
  | { dialect: 'sqlite'; file: string; synchronous?: 'full' | 'normal' }
  | { dialect: 'postgres'; url: string; namedStatements?: boolean };

export class ConfigError extends Error {}

const absolute = (path: string) => (isAbsolute(path) ? path : resolve(REPO_ROOT, path));

/** A secret that survives restarts without anyone having to choose one: kept beside the data it protects. */
function sessionSecret(dataDir: string, given: string | undefined): string {
  if (given) return given;
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads the environment once; a bad value throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const raw = env[name];
    const shown = name === 'SESSION_SECRET' || raw === undefined ? '' : ` (got "${raw.slice(0, 60)}")`;
    throw new ConfigError(`Configuration error: ${name} ${issue?.message ?? 'is invalid'}${shown}`);
  }
  const values = parsed.data;
  if (values.JOB_PAUSE_AFTER <= values.JOB_STALE_AFTER) {
    throw new ConfigError(`Configuration error: JOB_PAUSE_AFTER must be longer than JOB_STALE_AFTER (got "${env.JOB_PAUSE_AFTER ?? '45d'}" and "${env.JOB_STALE_AFTER ?? '30d'}")`);
  }
  const dataDir = absolute(values.DATA_DIR);
  const uploadsDir = join(dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  return {
    ...values,
    SESSION_SECRET: sessionSecret(dataDir, values.SESSION_SECRET),
    dataDir,
    uploadsDir,
    mailDir: join(dataDir, 'mail'),
    publicUrl: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
    webDist: absolute(values.WEB_DIST),
    database: values.DATABASE_URL
      ? { dialect: 'postgres', url: values.DATABASE_URL, namedStatements: values.PG_NAMED_STATEMENTS }
      : { dialect: 'sqlite', file: join(dataDir, 'tandem.sqlite'), synchronous: values.SQLITE_SYNCHRONOUS },
  };
}
