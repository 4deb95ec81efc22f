import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { createTestDatabase, type TestDatabase } from '../test/databases.ts';
import { PostgresBus } from './postgres-bus.ts';
import type { BusMessage } from './types.ts';
import { testDatabaseUrl } from '../test/required-in-ci.ts';

/** Fastify's logger when logging is off: nothing is written. */
const silent = Fastify({ logger: false }).log;

/** Waits until the condition holds, checking every few milliseconds, for at most two seconds. */
async function eventually(condition: () => boolean): Promise<void> {
  for (const started = Date.now(); !condition(); ) {
    if (Date.now() - started > 2_000) throw new Error('not within 2 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe.runIf(testDatabaseUrl())('the PostgreSQL bus (LISTEN/NOTIFY)', () => {
  let database: TestDatabase;
  let db: Db;
  let sender: PostgresBus;
  let receiver: PostgresBus;
  const heard: BusMessage[] = [];
  let resets = 0;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    db = database.db;
    const url = (database.config.database as { url: string }).url;
    sender = new PostgresBus(url, silent);
    receiver = new PostgresBus(url, silent);
    await Promise.all([sender.start(), receiver.start()]);
    receiver.on((message) => heard.push(message));
    receiver.onReset(() => (resets += 1));
  });
  afterAll(async () => {
    await Promise.all([sender.close(), receiver.close()]);
    await database.cleanup();
  });

  const job = (id: number): BusMessage => ({ t: 'changed', entity: 'job', id });
  const heardJobs = () => heard.flatMap((message) => (message.t === 'changed' ? [message.id] : []));

  it('delivers a message published in a transaction only once it commits, and one rolled back never', async () => {
    heard.length = 0;
    await db.transaction().execute(async (trx) => {
      await sender.publish(trx, job(1));
      // The fence: a message published after it outside the transaction; once it is heard, the uncommitted one
      // would have been heard too had it leaked.
      await sender.publish(db, job(0));
      await eventually(() => heardJobs().includes(0));
      expect(heardJobs()).toEqual([0]);
    });
    await eventually(() => heardJobs().includes(1));
    await db
      .transaction()
      .execute(async (trx) => {
        await sender.publish(trx, job(2));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await sender.publish(db, job(3));
    await eventually(() => heardJobs().includes(3));
    expect(heardJobs()).toEqual([0, 1, 3]);
  });

  it('delivers a change whose transaction began first and committed last (no gap is skipped)', async () => {
    heard.length = 0;
    let releaseEarly!: () => void;
    const early = db.transaction().execute(async (trx) => {
      // Takes a sequence value (an id) before the late one does, and commits after it.
      await sql`select 1`.execute(trx);
      await sender.publish(trx, job(10));
      await new Promise<void>((resolve) => (releaseEarly = resolve));
    });
    await eventually(() => releaseEarly !== undefined);
    await db.transaction().execute(async (trx) => sender.publish(trx, job(11)));
    await eventually(() => heardJobs().includes(11));
    releaseEarly();
    await early;
    await eventually(() => heardJobs().includes(10));
    expect(heardJobs()).toEqual([11, 10]);
  });

  it("settles once this instance's own committed messages have come back to it", async () => {
    const own: number[] = [];
    const stop = sender.on((message) => message.t === 'changed' && own.push(message.id));
    await db.transaction().execute(async (trx) => sender.publish(trx, job(20)));
    await sender.settle();
    expect(own).toContain(20);
    stop();
  });

  it('tells its listeners to read everything again after its connection was cut, and goes on delivering', async () => {
    heard.length = 0;
    const names = [sender.connectionName, receiver.connectionName];
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name in (${sql.join(names)})`.execute(db);
    await eventually(() => resets >= 1);
    await sender.publish(db, job(30));
    await eventually(() => heardJobs().includes(30));
  });
});
