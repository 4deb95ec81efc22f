import { Kysely, Migrator } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { migrationProvider } from './migrations/index.ts';
import type { Database } from './schema.ts';
import { createPostgresDialect } from './postgres-dialect.ts';
import { createSqliteDialect } from './sqlite-dialect.ts';
import { BusSlot } from '../bus/slot.ts';

export type Db = Kysely<Database>;
export type Dialect = Config['database']['dialect'];

// COUNT(*) and other 64-bit integers come back from pg as strings; every count here fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function createDatabase(database: Config['database'], options: { onConnectionError?: (error: Error) => void } = {}): Db {
  const dialect =
    database.dialect === 'postgres'
      ? createPostgresDialect(database.url, { namedStatements: database.namedStatements ?? false, ...options })
      : createSqliteDialect(database.file, { synchronous: database.synchronous ?? 'full' });
  // The slot carries the app instance's bus to every repository and transaction (bus/slot.ts).
  return new Kysely<Database>({ dialect, plugins: [new BusSlot()] });
}

/**
 * Applies pending migrations. `schema` keeps Kysely's own bookkeeping tables in one PostgreSQL schema: without
 * it the migrator looks for its lock table in every schema on the search path and can find another's.
 */
export async function migrateToLatest(db: Db, schema?: string): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
