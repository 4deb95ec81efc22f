import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: relative paths in the environment are read against it, whichever folder npm runs in. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const port = z.coerce
  .number({ error: 'must be an integer from 1 to 65535' })
  .int('must be an integer from 1 to 65535')
  .min(1, 'must be an integer from 1 to 65535')
  .max(65535, 'must be an integer from 1 to 65535');

const positiveInt = z.coerce.number({ error: 'must be a positive integer' }).int('must be a positive integer').positive('must be a positive integer');

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
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2})$/, 'must be true, false or a number of proxy hops')
    .default('false')
    .transform((value): boolean | number => (value === 'true' ? true : value === 'false' ? false : Number(value))),
  SEED_DEMO_DATA: flag.default(true),
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  LOGIN_RATE_LIMIT: positiveInt.default(10),
  LOGIN_RATE_WINDOW_MINUTES: positiveInt.default(15),
  SIGNUP_RATE_LIMIT: positiveInt.default(50),
  WRITE_RATE_LIMIT: positiveInt.default(600),
});

export type Config = Omit<z.output<typeof EnvSchema>, 'SESSION_SECRET'> & {
  SESSION_SECRET: string;
  /** Absolute paths derived once, so no module resolves them again. */
  dataDir: string;
  uploadsDir: string;
  webDist: string;
  database: { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };
};

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
  const dataDir = absolute(values.DATA_DIR);
  const uploadsDir = join(dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  return {
    ...values,
    SESSION_SECRET: sessionSecret(dataDir, values.SESSION_SECRET),
    dataDir,
    uploadsDir,
    webDist: absolute(values.WEB_DIST),
    database: values.DATABASE_URL
      ? { dialect: 'postgres', url: values.DATABASE_URL }
      : { dialect: 'sqlite', file: join(dataDir, 'tandem.sqlite') },
  };
}
