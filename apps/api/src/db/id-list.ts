import { PostgresAdapter, sql, type Kysely, type RawBuilder, type SqlBool, type Transaction } from 'kysely';
import type { Database } from './schema.ts';

/**
 * `column IN (ids)` with the whole list as ONE bound parameter: an int array on PostgreSQL, a JSON array read by
 * json_each on SQLite. A batch of thousands then stays one statement, planned once, under either database's limit
 * on bound parameters (SQLite's is 32,766), whatever the batch size.
 */
export function idIn(db: Kysely<Database> | Transaction<Database>, column: string, ids: readonly number[]): RawBuilder<SqlBool> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return sql<SqlBool>`${sql.ref(column)} = any(${[...ids]}::int[])`;
  return sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(ids)}))`;
}
