import SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver } from 'kysely';

/**
 * Takes the write lock at the start of a transaction. A deferred BEGIN upgrades to a write lock at the first
 * write and fails with SQLITE_BUSY when another process got there first; BEGIN IMMEDIATE waits (busy_timeout).
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #database: SqliteDatabase.Database;
  constructor(database: SqliteDatabase.Database) {
    super({ database });
    this.#database = database;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver({ database: this.#database });
  }
}

/** Prepared statements kept per SQL text: at most this many (the least recently used goes first). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query anew; preparing costs as much as running a small query. The
 * statements are kept by SQL text instead: queries run one at a time and to completion (nothing here streams
 * rows with .stream(), which would hold a statement open), only Kysely uses this connection (no statement mode
 * such as pluck() is ever set), and SQLite re-prepares a statement by itself after a schema change.
 */
function cacheStatements(database: SqliteDatabase.Database): void {
  const prepare = database.prepare.bind(database);
  const statements = new Map<string, SqliteDatabase.Statement>();
  database.prepare = ((source: string) => {
    let statement = statements.get(source);
    if (statement) {
      statements.delete(source);
    } else {
      statement = prepare(source);
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
    }
    statements.set(source, statement);
    return statement;
  }) as typeof database.prepare;
}

/**
 * `synchronous = FULL` (the default) syncs the write-ahead log at every commit, so an acknowledged write survives
 * a power cut or an operating-system crash; NORMAL syncs only at checkpoints, which survives a killed process
 * but may lose the last commits on a power cut. The cost of FULL is in docs/performance.md.
 */
export function createSqliteDialect(file: string, options: { synchronous: 'full' | 'normal' } = { synchronous: 'full' }): SqliteDialect {
  const database = new SqliteDatabase(file);
  cacheStatements(database);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma(`synchronous = ${options.synchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
  return new ImmediateSqliteDialect(database);
}
