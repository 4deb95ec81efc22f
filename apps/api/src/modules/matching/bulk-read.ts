import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { isPostgres } from '../../db/migrations/dialect.ts';

/**
 * Runs one page of the start's candidate read in a transaction of its own, planned for what it is: a few thousand
 * rows by index range. Without a bound on the keyset the planner expects most of the table, so it gathered the
 * profile page with parallel workers, two more processes started per page (87-112 ms a page where one process
 * took 41 ms at 250,000 candidates), and the page's estimated cost passes jit_above_cost (compiling it took 110 ms
 * of a page that runs in 25 ms). SET LOCAL ends with the transaction, so the pooled connection goes back as it came.
 * PostgreSQL only: SQLite has no such settings. Measured with bench:startup (docs/performance.md, 'At a million').
 */
export async function inBulkRead<T>(db: Db, read: (db: Db) => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return read(db);
  return db.transaction().execute(async (trx) => {
    await sql`set local max_parallel_workers_per_gather = 0`.execute(trx);
    await sql`set local jit = off`.execute(trx);
    return read(trx);
  });
}
