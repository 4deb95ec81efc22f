/**
 * `npm run bench:messages`: how fast one page of a long conversation and one page of a busy company's conversation
 * list are answered. Seeds a fresh database with bulk inserts in transactions: one company whose recruiter talks
 * with BENCH_CONVERSATIONS candidates (one conversation each, every candidate applied, two messages each), one of
 * those conversations BENCH_MESSAGES messages long. Then starts the real server, signs the recruiter in, and times
 * requests one at a time over HTTP: the newest, middle and oldest pages of the long conversation (30 messages, as
 * the page asks) and the first page of the company's conversation list (20, newest activity first). Prints p50
 * and p99 per call against the goals (a page of messages under 20 ms, the list under 30 ms, at p99). PostgreSQL
 * is vacuumed after seeding, as autovacuum would be.
 *
 * Environment (all optional):
 *   BENCH_DATABASE_URL    postgres://... : seed a fresh schema there instead of a temporary SQLite file
 *   BENCH_MESSAGES        messages in the long conversation (10000)
 *   BENCH_CONVERSATIONS   conversations of the company (10000)
 *   BENCH_REQUESTS        timed requests per call (300), after BENCH_WARMUP_REQUESTS rounds (50)
 *   BENCH_KEEP=1          keep the temporary data folder (or PostgreSQL schema)
 */
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import { sql } from 'kysely';
import type { Db } from '../apps/api/src/db/database.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { hashPassword } from '../apps/api/src/lib/passwords.ts';
import { cleanUpWorkspace, openBenchDatabase, runBench } from './api/workspace.ts';
import { cookieHeader, freePort, signIn, startNode, stop, waitFor } from './api/load.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const env = process.env;
const int = (name: string, fallback: number) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1 (got ${env[name]})`);
  return value;
};
const MESSAGES = int('BENCH_MESSAGES', 10_000);
const CONVERSATIONS = int('BENCH_CONVERSATIONS', 10_000);
const REQUESTS = int('BENCH_REQUESTS', 300);
const WARMUP = int('BENCH_WARMUP_REQUESTS', 50);
const PAGE = 30; // MESSAGES_PAGE of the conversation screen
const LIST = 20; // the list's default page
const GOALS = { page: 20, list: 30 };
const EMAIL = 'recruiter@messages.bench';
const PASSWORD = 'Bench@2026-load';
const CHUNK = 500;

const pgUrl = env.BENCH_DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'tandem-bench-messages-'));
const children: ChildProcess[] = [];
let schema: string | undefined;

async function chunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

/** The company, its recruiter, a job, the candidates with their applications and conversations, and the messages. */
async function seed(db: Db): Promise<{ longConversation: number; rows: Record<string, number> }> {
  const now = Date.now();
  const at = (ms: number) => new Date(now - ms).toISOString();
  const passwordHash = await hashPassword(PASSWORD);
  const rows: Record<string, number> = {};
  const { recruiterId, companyId, jobId } = await db.transaction().execute(async (trx) => {
    const recruiter = await trx
      .insertInto('users')
      .values({ name: 'Bench Recruiter', email: EMAIL, password_hash: passwordHash, role: 'recruiter', created_at: at(9e9), updated_at: at(9e9) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const company = await trx
      .insertInto('companies')
      .values({ name: 'Bench Talkers Ltd', is_small_business: 0, is_nonprofit: 0, created_by: recruiter.id, created_at: at(9e9), updated_at: at(9e9) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('users').set({ company_id: company.id }).where('id', '=', recruiter.id).execute();
    const job = await trx
      .insertInto('job_profiles')
      .values({
        title: 'Bench Support Engineer',
        description: 'Answers a great many candidates.',
        keywords: 'Python',
        salary_min: 30_000,
        salary_max: 40_000,
        city: 'London',
        state: 'England',
        country: 'United Kingdom',
        created_by: recruiter.id,
        company_id: company.id,
        is_remote: 0,
        job_type: 'full-time',
        degree_requirements: '',
        years_of_experience: 1,
        status: 'active',
        is_active: 1,
        created_at: at(9e9),
        updated_at: at(9e9),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { recruiterId: recruiter.id, companyId: company.id, jobId: job.id };
  });

  // Candidates, their applications and conversations: conversation i last spoke i minutes ago.
  const conversationIds: number[] = [];
  await db.transaction().execute(async (trx) => {
    const people = Array.from({ length: CONVERSATIONS }, (_, i) => ({ name: `Candidate ${i + 1}`, email: `candidate${i + 1}@messages.bench`, role: 'candidate', created_at: at(8e9), updated_at: at(8e9) }));
    const candidateIds: number[] = [];
    await chunks(people, async (chunk) => candidateIds.push(...(await trx.insertInto('users').values(chunk).returning('id').execute()).map((row) => row.id)));
    await chunks(candidateIds, (chunk) =>
      trx.insertInto('job_applications').values(chunk.map((candidateId) => ({ job_id: jobId, candidate_id: candidateId, created_at: at(7e9), updated_at: at(7e9), withdrawn_at: null }))).execute(),
    );
    await chunks(
      candidateIds.map((candidateId, i) => ({ candidateId, i })),
      async (chunk) =>
        conversationIds.push(
          ...(
            await trx
              .insertInto('conversations')
              .values(chunk.map(({ candidateId, i }) => ({ job_id: jobId, candidate_id: candidateId, company_id: companyId, created_at: at(7e9), last_message_at: at(i * 60_000) })))
              .returning('id')
              .execute()
          ).map((row) => row.id),
        ),
    );
    // Two messages in each: the candidate's question and the company's answer (which the candidate has not read).
    const pairs = conversationIds.flatMap((conversationId, i) => [
      { conversation_id: conversationId, sender_id: candidateIds[i]!, sender_side: 'candidate', body: 'Is the role still open?', created_at: at(i * 60_000 + 30_000) },
      { conversation_id: conversationId, sender_id: recruiterId, sender_side: 'company', body: 'It is: when could you talk?', created_at: at(i * 60_000) },
    ]);
    await chunks(pairs, (chunk) => trx.insertInto('messages').values(chunk).execute());
    rows.users = people.length + 1;
    rows.job_applications = candidateIds.length;
    rows.conversations = conversationIds.length;
    rows.messages = pairs.length;
  });

  // The long conversation: the oldest one in the list, MESSAGES messages over the last weeks, sides taking turns.
  const longConversation = conversationIds[conversationIds.length - 1]!;
  const candidateOfLong = (await db.selectFrom('conversations').select('candidate_id').where('id', '=', longConversation).executeTakeFirstOrThrow()).candidate_id;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('messages').where('conversation_id', '=', longConversation).execute();
    const long = Array.from({ length: MESSAGES }, (_, i) => {
      const fromCandidate = i % 2 === 0;
      return {
        conversation_id: longConversation,
        sender_id: fromCandidate ? candidateOfLong : recruiterId,
        sender_side: fromCandidate ? 'candidate' : 'company',
        body: `Message ${i + 1} of a long conversation: ${'some words about the role and the next interview, '.repeat(1 + (i % 4))}`,
        created_at: at((MESSAGES - i) * 120_000 + CONVERSATIONS * 60_000),
      };
    });
    await chunks(long, (chunk) => trx.insertInto('messages').values(chunk).execute());
    rows.messages = (rows.messages ?? 0) - 2 + long.length;
  });
  return { longConversation, rows };
}

async function prepareDatabase(): Promise<{ databaseUrl?: string; longConversation: number }> {
  const opened = await openBenchDatabase(pgUrl, dataDir);
  const { db, databaseUrl } = opened;
  schema = opened.schema;
  try {
    await migrate(db, schema ? { schema } : {});
    const started = performance.now();
    const { longConversation, rows } = await seed(db);
    // What autovacuum does soon after bulk inserts: without it PostgreSQL's index-only scans (the count, a page's
    // window) still visit every row's heap page, as no steady-state table does.
    if (databaseUrl) await sql`vacuum analyze`.execute(db);
    else await sql`pragma optimize`.execute(db);
    const counts = Object.entries(rows).map(([table, count]) => `${table} ${count}`).join(', ');
    console.log(`seeded ${pgUrl ? `PostgreSQL schema ${schema}` : `SQLite ${dataDir}`} in ${((performance.now() - started) / 1000).toFixed(1)} s: ${counts}`);
    return { databaseUrl, longConversation };
  } finally {
    await db.destroy();
  }
}

async function signInCookie(base: string): Promise<string> {
  return cookieHeader((await signIn(base, EMAIL, PASSWORD)).jar);
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

interface Timed {
  url: string;
  check: (body: unknown) => void;
}

/** One request, from sending to the last byte of its body. */
async function once(url: string, cookie: string): Promise<{ ms: number; text: string }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return { ms, text };
}

/**
 * Checks each call's answer, warms up, then times `REQUESTS` rounds of one request per call, one request at a
 * time: the calls take turns, so a moment of load from elsewhere on the machine falls on all of them alike.
 */
async function time(calls: readonly Timed[], cookie: string): Promise<{ p50: number; p99: number }[]> {
  for (const call of calls) call.check(JSON.parse((await once(call.url, cookie)).text));
  for (let i = 0; i < WARMUP; i++) for (const call of calls) await once(call.url, cookie);
  const times = calls.map(() => [] as number[]);
  for (let i = 0; i < REQUESTS; i++) for (const [index, call] of calls.entries()) times[index]!.push((await once(call.url, cookie)).ms);
  return times.map((list) => {
    const sorted = [...list].sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  });
}

async function main(): Promise<void> {
  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, node ${process.version}`);
  const { databaseUrl, longConversation } = await prepareDatabase();
  const port = await freePort();
  const server = startNode(
    ['apps/api/src/server.ts'],
    {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '100000',
      WEB_DIST: join(dataDir, 'no-web-build'),
    },
    ROOT,
  );
  children.push(server);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/session/`, server);
  const cookie = await signInCookie(base);

  const messagesUrl = (offset: number) => `${base}/api/conversations/${longConversation}/messages/?offset=${offset}&limit=${PAGE}`;
  const pageOf = (expectedFirst: number) => (body: unknown) => {
    const page = body as { count: number; results: { body: string }[] };
    if (page.count !== MESSAGES || page.results.length !== Math.min(PAGE, MESSAGES) || !page.results[0]?.body.startsWith(`Message ${expectedFirst} `))
      throw new Error(`unexpected page: count ${page.count}, ${page.results.length} results, first "${page.results[0]?.body.slice(0, 30)}"`);
  };
  const newest = Math.max(0, MESSAGES - PAGE);
  const middle = Math.floor(MESSAGES / 2);
  const calls: (Timed & { label: string; goal?: number })[] = [
    // The floor on this machine at this moment: a signed-in call that reads one small count.
    { label: 'floor: GET /api/notifications/unread-count/', url: `${base}/api/notifications/unread-count/`, check: () => undefined },
    { label: `messages, newest page (offset ${newest}, as a conversation opens)`, goal: GOALS.page, url: messagesUrl(newest), check: pageOf(newest + 1) },
    { label: `messages, middle page (offset ${middle})`, goal: GOALS.page, url: messagesUrl(middle), check: pageOf(middle + 1) },
    { label: 'messages, oldest page (offset 0)', goal: GOALS.page, url: messagesUrl(0), check: pageOf(1) },
    {
      label: `conversation list, first page of ${LIST} (of ${CONVERSATIONS})`,
      goal: GOALS.list,
      url: `${base}/api/conversations/?limit=${LIST}`,
      check: (body: unknown) => {
        const page = body as { count: number; results: { last_message: unknown }[] };
        if (page.count !== CONVERSATIONS || page.results.length !== Math.min(LIST, CONVERSATIONS) || !page.results[0]?.last_message) throw new Error(`unexpected list: count ${page.count}`);
      },
    },
  ];

  const timed = await time(calls, cookie);
  const results = calls.map((call, index) => ({ ...call, ...timed[index]! }));
  console.log(`\n${REQUESTS} requests per call, one at a time, the calls taking turns, after ${WARMUP} warm-up rounds; ${databaseUrl ? 'PostgreSQL' : 'SQLite'}; ${MESSAGES} messages in the conversation, ${CONVERSATIONS} conversations for the company\n`);
  console.log('| call | p50 ms | p99 ms | goal (p99) | |');
  console.log('| --- | ---: | ---: | ---: | --- |');
  for (const result of results) {
    const verdict = result.goal === undefined ? '| |' : `< ${result.goal} ms | ${result.p99 < result.goal ? 'meets' : 'misses'} |`;
    console.log(`| ${result.label} | ${result.p50.toFixed(1)} | ${result.p99.toFixed(1)} | ${verdict}`);
  }
  await stop(server);
}

await runBench(main, () => cleanUpWorkspace({ children, dataDir, pgUrl, schema }));
