import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './database.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'tandem-sqlite-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('SQLite dialect', () => {
  // PRAGMA synchronous answers 2 for FULL and 1 for NORMAL.
  const synchronousOf = async (options: { synchronous?: 'full' | 'normal' }, name: string) => {
    const db = createDatabase({ dialect: 'sqlite', file: join(dataDir, `${name}.sqlite`), ...options });
    try {
      const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
      return rows[0]?.synchronous;
    } finally {
      await db.destroy();
    }
  };

  it('syncs every commit to disk by default, so an acknowledged write survives a power cut', async () => {
    expect(await synchronousOf({}, 'default')).toBe(2);
  });

  it('syncs at checkpoints only when NORMAL is asked for', async () => {
    expect(await synchronousOf({ synchronous: 'normal' }, 'normal')).toBe(1);
  });
});
