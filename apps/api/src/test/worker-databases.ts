import pg from 'pg';
import { workerDatabaseName } from './worker-database.ts';

/**
 * The api project's global setup: when the run ends, drops the databases its workers made (worker-database.ts), so
 * a run leaves the PostgreSQL server as it found it. Nothing to set up: each worker makes its own when it starts.
 */
export async function teardown(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return;
  const prefix = workerDatabaseName(serverUrl, '');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows.filter(({ datname }) => /^\d+$/.test(datname.slice(prefix.length)))) {
      await admin.query(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await admin.end();
  }
}
