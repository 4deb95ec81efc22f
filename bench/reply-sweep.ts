/**
 * `npm run bench:replies`: the reply-deadline sweep at scale (docs/product.md section C12). Seeds a fresh database
 * with BENCH_REPLIES unanswered applications past their deadline (one candidate each, BENCH_PER_JOB to a job, one
 * candidate in BENCH_EMAIL_EVERY asking for these notices by e-mail), then times the set-based lapse alone (no_reply, events,
 * activity); seeds as many again and times the whole sweep, each candidate told (in-app rows, live events, digest
 * items, e-mails queued to the outbox). The app's own scheduler is held off so only the timed sweep runs.
 *
 * Environment (all optional):
 *   BENCH_DATABASE_URL   postgres://... : a fresh schema there instead of a temporary SQLite file
 *   BENCH_REPLIES        applications per phase (20000)
 *   BENCH_PER_JOB        applications per job (1000)
 *   BENCH_EMAIL_EVERY    one candidate in this many asks for the notice by e-mail at once (10; 0 for none)
 *   BENCH_BATCH          applications per batch (the sweep's own, SWEEP_BATCH)
 *   BENCH_SEND           1: then send the queued e-mails (to files), 0: not (by default only up to 20,000)
 */
import Fastify from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../apps/api/src/app.ts';
// app.notifier's type: the notifications plugin declares it, and app.ts's declarations no longer lead there.
import type {} from '../apps/api/src/modules/notifications/entry.ts';
import { insertJob } from '../apps/api/src/modules/jobs/postings/repository.ts';
import { lapseOverdue } from '../apps/api/src/modules/replies/repository.ts';
import { SWEEP_BATCH, sweepReplies } from '../apps/api/src/modules/replies/service.ts';
import { HeldQueue } from './api/held-queue.ts';
import { createTestDatabase, type TestDatabase } from '../apps/api/src/test/databases.ts';

const env = process.env;
const N = Number(env.BENCH_REPLIES ?? 20_000);
const PER_JOB = Number(env.BENCH_PER_JOB ?? 1_000);
const EMAIL_EVERY = Number(env.BENCH_EMAIL_EVERY ?? 10);
if (!Number.isInteger(N) || N < 1 || !Number.isInteger(PER_JOB) || PER_JOB < 1 || !Number.isInteger(EMAIL_EVERY) || EMAIL_EVERY < 0) {
  throw new Error('BENCH_REPLIES and BENCH_PER_JOB must be whole numbers of at least 1, BENCH_EMAIL_EVERY of at least 0');
}
// createTestDatabase reads TEST_DATABASE_URL when called: one URL names the server for both.
if (env.BENCH_DATABASE_URL) env.TEST_DATABASE_URL = env.BENCH_DATABASE_URL;
const dialect = env.BENCH_DATABASE_URL ? 'postgres' : 'sqlite';
const BATCH = Number(env.BENCH_BATCH ?? SWEEP_BATCH);
const SEND = env.BENCH_SEND ? env.BENCH_SEND === '1' : N <= 20_000;

const perMillion = (ms: number, count: number) => `${((ms / count) * 1_000_000 / 1000).toFixed(1)} s per million`;

/**
 * `count` overdue applications, a fresh candidate each, to jobs of the company PER_JOB at a time, written by the
 * database from a counter (a recursive CTE, on both): a million seeded row by row from the app took minutes.
 */
async function fill(db: TestDatabase['db'], offset: number, count: number, owner: { user: number; company: number }, past: string): Promise<void> {
  const now = new Date().toISOString();
  const jobs: number[] = [];
  for (let start = 0; start < count; start += PER_JOB) {
    jobs.push(await insertJob(db, { title: `Bench job ${offset + start}`, description: '', keywords: '', status: 'active', is_active: 1, created_by: owner.user, company_id: owner.company }));
  }
  // The jobs are numbered in a row (one writer, a fresh database): application i goes to jobs[i / PER_JOB].
  if (jobs.some((id, k) => id !== (jobs[0] ?? 0) + k)) throw new Error('the bench expects its jobs to have consecutive ids');
  const before = Number((await db.selectFrom('users').select((eb) => eb.fn.max('id').as('max')).executeTakeFirstOrThrow()).max ?? 0);
  const counter = sql`with recursive n(i) as (select 0 union all select i + 1 from n where i < ${count - 1})`;
  await sql`${counter} insert into users (name, email, password_hash, role, created_at, updated_at)
    select ${'Bench '} || cast(${offset} + i as text), ${'bench'} || cast(${offset} + i as text) || ${'@bench.dev'}, 'x', 'candidate', ${now}, ${now} from n order by i`.execute(db);
  // Users are numbered in the order inserted, from `before + 1`. (SQLite is given the numbers as reals: the cast
  // keeps the job's number whole.)
  await sql`insert into job_applications (job_id, candidate_id, status, note, created_at, updated_at, reply_due_at)
    select ${jobs[0] ?? 0} + cast((id - ${before + 1}) / ${PER_JOB} as integer), id, 'applied', '', ${past}, ${past}, ${past} from users where id > ${before} order by id`.execute(db);
  if (EMAIL_EVERY > 0) {
    await sql`insert into notification_preferences (user_id, kinds, email_frequency, updated_at)
      select id, ${JSON.stringify({ application_no_reply: { in_app: true, email: true } })}, 'instant', ${now} from users where id > ${before} and (id - ${before + 1}) % ${EMAIL_EVERY} = 0`.execute(db);
  }
}

const database = await createTestDatabase(dialect, { SCHEDULER_INTERVAL: '1d' });
const db = database.db;
const queue = new HeldQueue(Fastify({ logger: false }).log);
const app = await buildApp({ config: database.config, db, logger: false, queue });
await app.ready();
try {
  const now = new Date().toISOString();
  const user = await db.insertInto('users').values({ name: 'Owner', email: 'owner@bench.dev', password_hash: 'x', role: 'recruiter', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  const company = await db.insertInto('companies').values({ name: 'Bench Replies Ltd', is_small_business: 0, is_nonprofit: 0, created_by: user.id, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  await db.updateTable('users').set({ company_id: company.id }).where('id', '=', user.id).execute();
  const owner = { user: user.id, company: company.id };
  const past = new Date(Date.now() - 86_400_000).toISOString();
  console.log(`bench:replies on ${dialect}: ${N.toLocaleString('en-GB')} overdue applications per phase, ${PER_JOB} per job, batches of ${BATCH}`);

  let seeded = performance.now();
  await fill(db, 0, N, owner, past);
  console.log(`seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s (no ANALYZE: the sweep must not need fresh statistics)`);
  let started = performance.now();
  let lapsed = 0;
  for (;;) {
    const batch = await lapseOverdue(db, new Date().toISOString(), BATCH);
    lapsed += batch.lapsed.length;
    if (batch.taken < BATCH) break;
  }
  const setOnly = performance.now() - started;
  console.log(`lapse alone (no_reply, events, activity): ${lapsed} in ${setOnly.toFixed(0)} ms, ${((setOnly / lapsed) * 1000).toFixed(1)} µs each, ${perMillion(setOnly, lapsed)}`);

  seeded = performance.now();
  await fill(db, N, N, owner, past);
  console.log(`seeded again in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
  started = performance.now();
  const result = await sweepReplies(db, app.notifier, { windowMs: 14 * 86_400_000 }, new Date(), BATCH);
  const whole = performance.now() - started;
  const count = async (table: 'notifications' | 'mail_digest_items' | 'mail_outbox') => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  console.log(
    `whole sweep, each candidate told: ${result.lapsed} in ${whole.toFixed(0)} ms, ${((whole / result.lapsed) * 1000).toFixed(1)} µs each, ${perMillion(whole, result.lapsed)}` +
      ` (notifications ${await count('notifications')}, digest items ${await count('mail_digest_items')}, e-mails ${await count('mail_outbox')})`,
  );
  // Sending writes a file per e-mail (about 8 ms each here): at a million, a hundred thousand of them.
  console.log(`queued ${queue.held.length} jobs (held until now)`);
  if (SEND) {
    started = performance.now();
    await queue.release();
    await queue.drain(600_000);
    console.log(`then the queue sent the e-mails (to files) in ${(performance.now() - started).toFixed(0)} ms`);
  }
  // How the sweep finds what is due: its partial index (migration 0019).
  const due = sql`select id from job_applications where replied_at is null and withdrawn_at is null and status = 'applied' and reply_due_at <= ${now} order by reply_due_at limit ${SWEEP_BATCH}`;
  const plan = dialect === 'postgres' ? await sql<Record<string, string>>`explain ${due}`.execute(db) : await sql<Record<string, string>>`explain query plan ${due}`.execute(db);
  console.log(plan.rows.map((row) => row['QUERY PLAN'] ?? row.detail).join('\n'));
} finally {
  await app.close();
  await database.cleanup();
}
