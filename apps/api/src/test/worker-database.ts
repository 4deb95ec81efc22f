import pg from 'pg';

/**
 * A PostgreSQL database of its own for each Vitest worker (a setup file of the api project: it runs before each
 * test file). Why: two files at once on one database failed, because Kysely's migrator lists the tables of every
 * schema in the database while another file drops its own ('schema ... does not exist', docs/decisions.md "Tests
 * at once"); a worker runs its files one after another, so its database only ever sees one file's schemas.
 * TEST_DATABASE_URL names the server and the database to start from; every suite reads it, so pointing it at the
 * worker's database here moves them all. worker-databases.ts drops these databases when the run ends.
 */

/** The worker's database: the named database's name with the worker's number, `tandem_ci_1_w2` (worker '' gives the prefix). */
export function workerDatabaseName(serverUrl: string, worker: string): string {
  const url = new URL(serverUrl);
  // Without a database in the URL, PostgreSQL connects to the one named like the user.
  const database = decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username) || 'postgres';
  return `${database}_w${worker}`;
}

/** Set once the process's TEST_DATABASE_URL names the worker's database: Vitest may run several files in one process. */
const SERVER_URL = 'TANDEM_TEST_SERVER_URL';

/** PostgreSQL's code for 'already exists': an earlier process of the same worker made it. */
const DUPLICATE_DATABASE = '42P04';

async function createDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } catch (error) {
    if ((error as { code?: string }).code !== DUPLICATE_DATABASE) throw error;
  } finally {
    await admin.end();
  }
}

const worker = process.env.VITEST_POOL_ID;
const serverUrl = process.env.TEST_DATABASE_URL;
// Once per process: a later file in the same process finds TEST_DATABASE_URL pointing at the worker's database.
if (serverUrl && worker && !process.env[SERVER_URL]) {
  process.env[SERVER_URL] = serverUrl;
  const url = new URL(serverUrl);
  const name = workerDatabaseName(serverUrl, worker);
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`TEST_DATABASE_URL: "${name}" is not a plain database name`);
  await createDatabase(serverUrl, name);
  url.pathname = `/${name}`;
  process.env.TEST_DATABASE_URL = url.toString();
}
