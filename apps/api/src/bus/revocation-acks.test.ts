import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { createTestDatabase, type TestDatabase } from '../test/databases.ts';
import { listeningInstance } from '../test/listening-instance.ts';
import { PostgresBus, REVOCATION_TIMEOUT_MS } from './postgres-bus.ts';
import { testDatabaseUrl } from '../test/required-in-ci.ts';

/** Warnings the publisher logs, as text. */
const warnings: string[] = [];
const warnLog = Fastify({
  logger: { level: 'warn', stream: new Writable({ write: (chunk: Buffer, _encoding, done) => (warnings.push(chunk.toString()), done()) }) },
}).log;
const silent = Fastify({ logger: false }).log;

async function eventually(condition: () => boolean | Promise<boolean>): Promise<void> {
  for (const started = Date.now(); !(await condition()); ) {
    if (Date.now() - started > 3_000) throw new Error('not within 3 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.runIf(testDatabaseUrl())('acknowledged revocations on the PostgreSQL bus', () => {
  let database: TestDatabase;
  let db: Db;
  let url: string;
  let publisher: PostgresBus;
  let receiver: PostgresBus;
  const applied: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    db = database.db;
    url = (database.config.database as { url: string }).url;
    publisher = new PostgresBus(url, warnLog);
    receiver = new PostgresBus(url, silent);
    await Promise.all([publisher.start(), receiver.start()]);
    receiver.on((message) => message.t === 'user' && applied.push(message.userId));
  });
  afterAll(async () => {
    await Promise.all([publisher.close(), receiver.close()]);
    await database.cleanup();
  });

  /** Publishes a revocation and waits for it as a route would: answers how long the wait took. */
  async function revoke(userId: number): Promise<number> {
    const n = await publisher.publishRevocation(db, { t: 'user', userId });
    const started = Date.now();
    await publisher.revoked([n]);
    return Date.now() - started;
  }

  it('resolves only once every live instance has applied the revocation, the slowest included', async () => {
    const slow = await listeningInstance(url, publisher, 300);
    try {
      const waited = await revoke(1);
      expect(applied).toContain(1);
      expect(waited).toBeGreaterThanOrEqual(250);
      expect(waited).toBeLessThan(REVOCATION_TIMEOUT_MS);
    } finally {
      await slow.end();
    }
  });

  it('waits for a revocation published in a transaction once it has committed', async () => {
    const n = await db.transaction().execute(async (trx) => publisher.publishRevocation(trx, { t: 'user', userId: 2 }));
    await publisher.revoked([n]);
    expect(applied).toContain(2);
  });

  it('gives up on an instance that never answers after REVOCATION_TIMEOUT_MS, saying how many did not', async () => {
    const silentOne = await listeningInstance(url, publisher, 'never');
    try {
      warnings.length = 0;
      const waited = await revoke(3);
      expect(waited).toBeGreaterThanOrEqual(REVOCATION_TIMEOUT_MS - 50);
      expect(waited).toBeLessThan(REVOCATION_TIMEOUT_MS + 1_000);
      expect(warnings.join('')).toContain('1 of 3 instances did not confirm a revocation');
    } finally {
      await silentOne.end();
    }
  });

  it('does not wait for an instance that is gone: its connection has left pg_stat_activity', async () => {
    const gone = await listeningInstance(url, publisher, 'never');
    await gone.end();
    await eventually(async () => {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where application_name like ${`tb:${gone.origin}:%`}`.execute(db);
      return rows[0]?.n === 0;
    });
    expect(await revoke(4)).toBeLessThan(500);
    expect(applied).toContain(4);
  });

  it('is not listening from a lost connection until it is back and its listeners have been reset', async () => {
    let resets = 0;
    const stop = receiver.onReset(() => (resets += 1));
    expect(receiver.listening).toBe(true);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${receiver.connectionName}`.execute(db);
    await eventually(() => !receiver.listening);
    expect(resets).toBe(0);
    await eventually(() => receiver.listening);
    expect(resets).toBe(1);
    stop();
    // Back on the channel under its name: the publisher waits for it again, and it answers.
    expect(await revoke(5)).toBeLessThan(REVOCATION_TIMEOUT_MS);
    expect(applied).toContain(5);
  });
});
