import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The liveness check's question to the database: it answers a query (a failure is the caller's 503). */
export async function databaseAnswers(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
