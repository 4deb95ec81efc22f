import { createHash } from 'node:crypto';
import { PostgresDialect } from 'kysely';
import pg from 'pg';

/** Distinct statement texts that get a name (and so stay prepared on each connection); the rest are parsed each time. */
const NAMED_STATEMENTS = 2000;
/** What PostgreSQL can keep prepared: plain queries, not DDL or transaction control. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Kysely's PostgreSQL driver sends every query unnamed, so PostgreSQL parses and plans it anew each time: for
 * the small queries of a busy call that costs more than running them. Each statement text gets a stable name
 * here (a hash of the text), so every pooled connection prepares it once and then only binds and executes it:
 * the same as the SQLite dialect's statement cache (sqlite-dialect.ts). Kysely binds every value as a parameter,
 * so the texts are few: one per query shape and list length.
 */
function nameStatements(client: pg.PoolClient, names: Map<string, string | undefined>): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const nameOf = (text: string): string | undefined => {
    if (names.has(text)) return names.get(text);
    const name = PREPARABLE.test(text) && names.size < NAMED_STATEMENTS ? `tandem_${createHash('sha256').update(text).digest('hex').slice(0, 32)}` : undefined;
    names.set(text, name);
    return name;
  };
  client.query = ((...args: unknown[]) => {
    const [text, values, callback] = args;
    if (typeof text === 'string' && Array.isArray(values) && callback === undefined) {
      const name = nameOf(text);
      if (name) return query({ text, values, name });
    }
    return query(...args);
  }) as typeof client.query;
}

/**
 * Named statements are opt-in (PG_NAMED_STATEMENTS): a statement prepared before a migration changes a table it
 * reads fails afterwards on every connection that kept it ("cached plan must not change result type") while
 * older instances still run, and PgBouncer in transaction mode hands a statement's name to a connection that
 * never prepared it. Turn them on only for one instance that migrates while stopped, with no pooler between.
 */
export function createPostgresDialect(
  url: string,
  options: { namedStatements: boolean; onConnectionError?: (error: Error) => void } = { namedStatements: false },
): PostgresDialect {
  // A connection that cannot be opened in 5 s fails the call (503, lib/outage.ts) instead of waiting for ever.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle connection that dies (a restart, a failover, pg_terminate_backend) is reported on the pool; unheard,
  // that 'error' event ended the process. The pool drops the connection itself and opens another when asked.
  pool.on('error', (error) => options.onConnectionError?.(error));
  // A connection checked out between two statements (inside a transaction) reports its loss on itself, where
  // the pool does not listen: each gets a listener of its own. The statement that follows fails (a 503).
  pool.on('connect', (client) => client.on('error', (error) => options.onConnectionError?.(error)));
  if (options.namedStatements) {
    const names = new Map<string, string | undefined>();
    // 'connect' comes once per new connection, before the pool hands it out.
    pool.on('connect', (client) => nameStatements(client, names));
  }
  return new PostgresDialect({ pool });
}
