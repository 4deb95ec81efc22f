import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig, type Config } from '../config.ts';
import { createDatabase, type Db, type Dialect } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { testDatabaseUrl } from './required-in-ci.ts';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it, and fails without it). */
export const TEST_DIALECTS: Dialect[] = testDatabaseUrl() ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase {
  db: Db;
  config: Config;
  cleanup(): Promise<void>;
}

/** Points a connection string at one schema, so every test file gets an empty PostgreSQL of its own. */
function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

/** A fresh, migrated database (a temporary SQLite file or a new PostgreSQL schema) and a config to match. */
export async function createTestDatabase(dialect: Dialect, env: Record<string, string> = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tandem-test-'));
  const baseEnv = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'test-secret-that-is-long-enough-for-hmac-keys',
    WEB_DIST: join(dataDir, 'no-web-build'),
    ...env,
  };
  let schema: string | undefined;
  let databaseUrl: string | undefined;
  if (dialect === 'postgres') {
    const url = process.env.TEST_DATABASE_URL as string;
    schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    databaseUrl = withSearchPath(url, schema);
  }
  const config = loadConfig(databaseUrl ? { ...baseEnv, DATABASE_URL: databaseUrl } : baseEnv);
  const db = createDatabase(config.database);
  const cleanup = async () => {
    // The schema's own, and the one pg-boss makes beside it when a test runs the PostgreSQL queue.
    if (schema) await sql.raw(`drop schema if exists ${schema}, ${schema}_jobs cascade`).execute(db);
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await migrate(db, schema ? { schema } : {});
  } catch (error) {
    // A failed migration must not leave its schema behind for the next run to trip over.
    await cleanup().catch(() => undefined);
    throw error;
  }
  return { db, config, cleanup };
}
