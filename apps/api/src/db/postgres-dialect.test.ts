import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../test/databases.ts';

describe.runIf(TEST_DIALECTS.includes('postgres'))('PostgreSQL dialect, by default', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(() => database.cleanup());

  it('names no statement, so nothing prepared outlives a migration or meets a pooler', async () => {
    await database.db.connection().execute(async (connection) => {
      await connection.insertInto('tags').values({ name: 'gamma' }).execute();
      await connection.selectFrom('tags').select('name').where('name', '=', 'gamma').execute();
      const named = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(connection);
      expect(named.rows).toEqual([]);
    });
  });
});

describe.runIf(TEST_DIALECTS.includes('postgres'))('PostgreSQL dialect with PG_NAMED_STATEMENTS', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('postgres', { PG_NAMED_STATEMENTS: 'true' });
  });
  afterAll(() => database.cleanup());

  it('keeps queries prepared on the connection by name, and answers each with its own values', async () => {
    await database.db.connection().execute(async (connection) => {
      const names = async () => (await sql<{ name: string }>`select name from pg_prepared_statements where name like 'tandem_%'`.execute(connection)).rows.length;
      await connection.insertInto('tags').values([{ name: 'alpha' }, { name: 'beta' }]).execute();
      const before = await names();
      const read = (name: string) => connection.selectFrom('tags').select('name').where('name', '=', name).execute();
      expect(await read('alpha')).toEqual([{ name: 'alpha' }]);
      expect(await read('beta')).toEqual([{ name: 'beta' }]);
      // One more statement kept for the select (the pg_prepared_statements query itself is named too).
      expect(await names()).toBe(before + 1);
    });
  });

  it('leaves DDL and transaction control unnamed', async () => {
    await database.db.connection().execute(async (connection) => {
      await sql`create temporary table scratch (id integer)`.execute(connection);
      await connection.transaction().execute(async (trx) => {
        await sql`insert into scratch values (1)`.execute(trx);
      });
      const statements = (await sql<{ statement: string }>`select statement from pg_prepared_statements where name like 'tandem_%'`.execute(connection)).rows.map((row) => row.statement.toLowerCase());
      expect(statements.some((statement) => statement.startsWith('create') || statement.startsWith('begin') || statement.startsWith('commit'))).toBe(false);
      expect(statements).toContain('insert into scratch values (1)');
    });
  });
});
