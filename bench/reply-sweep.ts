// The reply-deadline sweep at scale (docs/product.md section C12): N unanswered applications past their deadline,
// with N candidates, on a fresh database; prints how long the set-based lapse takes with and without telling each
// candidate. BENCH_REPLIES (default 20000), BENCH_DATABASE_URL and TEST_DATABASE_URL=postgres://... for PostgreSQL.
import Fastify from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../apps/api/src/app.ts';
import { lapseOverdue } from '../apps/api/src/modules/replies/repository.ts';
import { sweepReplies } from '../apps/api/src/modules/replies/service.ts';
import { MemoryQueue } from '../apps/api/src/queue/index.ts';
import { createTestDatabase } from '../apps/api/src/test/databases.ts';

const N = Number(process.env.BENCH_REPLIES ?? 20_000);
// The test databases read TEST_DATABASE_URL when imported: run with it set to the same URL for PostgreSQL.
const dialect = process.env.BENCH_DATABASE_URL && process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

async function fill(db: Awaited<ReturnType<typeof createTestDatabase>>['db'], offset: number, count: number, jobId: number, past: string) {
  const now = new Date().toISOString();
  for (let start = 0; start < count; start += 1_000) {
    const size = Math.min(1_000, count - start);
    const users = await db
      .insertInto('users')
      .values(Array.from({ length: size }, (_, i) => ({ name: `Bench ${offset + start + i}`, email: `bench${offset + start + i}@bench.dev`, password_hash: 'x', role: 'candidate', created_at: now, updated_at: now })))
      .returning('id')
      .execute();
    await db
      .insertInto('job_applications')
      .values(users.map((user) => ({ job_id: jobId, candidate_id: user.id, status: 'applied', note: '', created_at: past, updated_at: past, reply_due_at: past })))
      .execute();
  }
}

const database = await createTestDatabase(dialect);
const db = database.db;
const app = await buildApp({ config: database.config, db, logger: false, queue: new MemoryQueue(Fastify({ logger: false }).log) });
await app.ready();
try {
  const now = new Date().toISOString();
  const owner = await db.insertInto('users').values({ name: 'Owner', email: 'owner@bench.dev', password_hash: 'x', role: 'recruiter', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  const job = await db
    .insertInto('job_profiles')
    .values({ title: 'Bench job', description: '', keywords: '', created_by: owner.id, created_at: now, updated_at: now } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const past = new Date(Date.now() - 86_400_000).toISOString();

  await fill(db, 0, N, job.id, past);
  let started = performance.now();
  let lapsed = 0;
  for (;;) {
    const batch = await lapseOverdue(db, new Date().toISOString(), 500);
    lapsed += batch.length;
    if (batch.length < 500) break;
  }
  const setOnly = performance.now() - started;
  console.log(`${dialect}: ${lapsed} applications set to no_reply (with events and activity) in ${setOnly.toFixed(0)} ms, ${((setOnly / lapsed) * 1000).toFixed(1)} µs each`);

  await fill(db, N, N, job.id, past);
  started = performance.now();
  const result = await sweepReplies(db, app.notifier, { windowMs: 14 * 86_400_000 });
  const whole = performance.now() - started;
  console.log(`${dialect}: the whole sweep, telling each candidate: ${result.lapsed} in ${whole.toFixed(0)} ms, ${((whole / result.lapsed) * 1000).toFixed(0)} µs each`);
  const plan = dialect === 'postgres' ? await sql<{ 'QUERY PLAN': string }>`explain select id from job_applications where replied_at is null and withdrawn_at is null and status = 'applied' and reply_due_at <= ${now} order by reply_due_at limit 500`.execute(db) : undefined;
  if (plan) console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
} finally {
  await app.close();
  await database.cleanup();
}
