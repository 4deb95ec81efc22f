import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../test/databases.ts';
import type { Db } from './database.ts';
import { preparedQuery } from './prepared.ts';

describe.each(TEST_DIALECTS)('preparedQuery [%s]', (dialect) => {
  let database: TestDatabase;
  let compiled = 0;

  const tagsNamed = preparedQuery((db: Db, names: string[], color: string) => {
    compiled++;
    return db.selectFrom('tags').select(['name']).where('name', 'in', names).where('color', '=', color).orderBy('name');
  });
  const names = async (wanted: string[], color = 'blue') => (await tagsNamed(database.db, wanted, color)).map((row) => row.name);

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await database.db.insertInto('tags').values(['alpha', 'beta', 'gamma', 'delta'].map((name) => ({ name, color: 'blue' }))).execute();
  });
  afterAll(() => database.cleanup());

  it('runs with each call\'s own values, compiling once per array length', async () => {
    expect(await names(['alpha', 'gamma'])).toEqual(['alpha', 'gamma']);
    expect(await names(['beta', 'delta'])).toEqual(['beta', 'delta']);
    expect(compiled).toBe(1);
    expect(await names(['alpha', 'beta', 'delta'])).toEqual(['alpha', 'beta', 'delta']);
    expect(await names(['beta', 'gamma', 'nobody'])).toEqual(['beta', 'gamma']);
    expect(compiled).toBe(2);
    expect(await names(['alpha', 'beta'], 'red')).toEqual([]);
    expect(compiled).toBe(2);
  });

  it('binds values as parameters, never as SQL text', async () => {
    expect(await names(["alpha' or '1'='1", 'beta'])).toEqual(['beta']);
  });

  it('refuses a builder that uses an argument other than as a bound value', async () => {
    const misuse = preparedQuery((db: Db, limit: number) => db.selectFrom('tags').select('name').where(sql<boolean>`1 = 1`).limit(Number(limit) || 1));
    await expect(misuse(database.db, 2)).rejects.toThrow('every argument must be bound as a query value');
  });
});
