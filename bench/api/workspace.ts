/** What a bench that starts servers over a data folder (and a PostgreSQL schema) of its own leaves behind. */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createDatabase, type Db } from '../../apps/api/src/db/database.ts';
import { stop } from './load.ts';

export interface BenchWorkspace {
  children: readonly ChildProcess[];
  dataDir: string;
  /** BENCH_DATABASE_URL, when the bench ran on PostgreSQL in a schema of its own. */
  pgUrl?: string;
  schema?: string;
}

/** Stops the bench's servers and removes its schema and data folder, unless BENCH_KEEP=1 asks to keep them. */
export async function cleanUpWorkspace({ children, dataDir, pgUrl, schema }: BenchWorkspace): Promise<void> {
  await Promise.all(children.map((child) => stop(child)));
  if (process.env.BENCH_KEEP === '1') {
    console.log(`kept ${schema ? `schema ${schema} and ` : ''}${dataDir}`);
    return;
  }
  if (schema && pgUrl) {
    const admin = createDatabase({ dialect: 'postgres', url: pgUrl });
    await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
    // pg-boss keeps its tables in a schema of its own beside the app's (apps/api/src/queue/index.ts).
    await sql`drop schema if exists ${sql.id(`${schema}_jobs`)} cascade`.execute(admin);
    await admin.destroy();
  }
  rmSync(dataDir, { recursive: true, force: true });
}

/** Runs a bench: an error is printed as one line (no stack) and fails the process; the clean-up always runs. */
export async function runBench(main: () => Promise<void>, cleanup: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

/**
 * The bench's database: a fresh schema of its own on PostgreSQL (BENCH_DATABASE_URL), or a SQLite file in its data
 * folder. `databaseUrl` is what the servers it starts are given (the schema on their search path).
 */
export async function openBenchDatabase(pgUrl: string | undefined, dataDir: string): Promise<{ db: Db; databaseUrl?: string; schema?: string }> {
  if (!pgUrl) return { db: createDatabase({ dialect: 'sqlite', file: join(dataDir, 'tandem.sqlite') }) };
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = createDatabase({ dialect: 'postgres', url: pgUrl });
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  await admin.destroy();
  const parsed = new URL(pgUrl);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  const databaseUrl = parsed.toString();
  return { db: createDatabase({ dialect: 'postgres', url: databaseUrl }), databaseUrl, schema };
}
