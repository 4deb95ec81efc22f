/**
 * `npm run bench:alerts`: how long a new job takes to decide whom its saved-search alerts go to, and to write them
 * (docs/product.md section C12). Seeds a fresh database with BENCH_CANDIDATES candidates (skills drawn from the
 * catalogue), BENCH_SEARCH_SHARE of them with one saved search each (half of those fit the bench's jobs, half
 * ask for another city or type; a third alert daily, the rest at once), builds the app (the matching engine loads
 * every candidate), then posts BENCH_JOBS jobs one at a time and runs each one's alert work as the queue would,
 * printing for each: the candidates scoring 50 or more (the engine's candidate index), the time to rank them, to
 * find the searches they hold that the job meets (SQL, in batches of 5,000), and to write the alerts, the daily
 * digest's items and the notifications (in-app rows, live events, e-mails queued to the outbox), then how long the
 * queue takes to send those e-mails (to files: no SMTP_URL), before the next job.
 *
 * Environment (all optional):
 *   BENCH_DATABASE_URL   postgres://... : a fresh schema there instead of a temporary SQLite file
 *   BENCH_CANDIDATES     candidates (100000)
 *   BENCH_SEARCH_SHARE   share of candidates with a saved search (0.2)
 *   BENCH_JOBS           jobs posted and timed (3)
 *   BENCH_SKILL_SHARE    chance that a candidate holds each of the job's four skills (0.45: about 60% score 50+)
 */
import { cpus, totalmem } from 'node:os';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../apps/api/src/app.ts';
import { MemoryQueue } from '../apps/api/src/queue/index.ts';
import { insertJob } from '../apps/api/src/modules/jobs/postings/repository.ts';
import { decideAlerts, writeAlerts, type AlertOutcome } from '../apps/api/src/modules/saved-searches/alerts.ts';
import type { Db } from '../apps/api/src/db/database.ts';
import { createTestDatabase } from '../apps/api/src/test/databases.ts';
import { Random } from './matching/prng.ts';

const env = process.env;
const CANDIDATES = Number(env.BENCH_CANDIDATES ?? 100_000);
const SHARE = Number(env.BENCH_SEARCH_SHARE ?? 0.2);
const JOBS = Number(env.BENCH_JOBS ?? 3);
const SKILL_SHARE = Number(env.BENCH_SKILL_SHARE ?? 0.45);
const CHUNK = 500;

const JOB_SKILLS = ['Python', 'Django', 'PostgreSQL', 'Docker'];
const CITIES = ['London', 'Leeds', 'Manchester', 'Bristol'];

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * One candidate's saved search as this bench spreads them (`k`: its place among those seeded): the even ones fit
 * the bench's job (postAlertJob) or might, the odd ones ask for another city and type; a third alert daily, the rest
 * at once. bench/scale.ts seeds its saved searches with this too.
 */
export function savedSearchRow(userId: number, k: number, random: Random, at: string) {
  const fits = k % 2 === 0;
  const search = fits ? random.pick(['', 'python', 'developer', 'bench alerts']) : '';
  return {
    user_id: userId,
    name: `Search ${userId}`,
    search,
    search_pattern: search ? `%${search}%` : null,
    location: fits ? random.pick(['', 'London']) : 'Leeds',
    job_type: fits ? random.pick([null, 'full-time']) : 'intern',
    remote: 0,
    salary_min: fits ? random.pick([null, 40_000]) : null,
    alert: k % 3 === 0 ? 'daily' : 'instant',
    created_at: at,
    updated_at: at,
  } as const;
}

/** Posts the bench's n-th job (Python, Django, PostgreSQL, Docker unless `skills` says, in London) for the organisation; its id. */
export function postAlertJob(db: Db, n: number, owner: { org: number; company: number }, skills: readonly string[] = JOB_SKILLS): Promise<number> {
  return insertJob(db, {
    title: `Python Developer ${n}`,
    description: 'Build our APIs.',
    keywords: skills.join(', '),
    salary_min: 45_000,
    salary_max: 60_000,
    city: 'London',
    state: 'England',
    country: 'United Kingdom',
    job_type: 'full-time',
    is_remote: 0,
    years_of_experience: 0,
    status: 'active',
    is_active: 1,
    created_by: owner.org,
    company_id: owner.company,
  });
}

/**
 * A job's alert work as the queue runs it (alertForJob: decideAlerts, then writeAlerts), timed from here so the
 * production module carries no timing: the decision is the ranking (the candidate index) with the searches' SQL
 * running beside it (reading the job and the engine's catch-up included); then the writes.
 */
export async function timeAlerts(app: FastifyInstance, jobId: number): Promise<{ outcome: AlertOutcome; decideMs: number; writeMs: number; total: number }> {
  const started = performance.now();
  const decision = await decideAlerts(app, jobId);
  const decided = performance.now();
  const outcome = decision ? await writeAlerts(app, decision) : { candidates: 0, instant: 0, daily: 0 };
  const ended = performance.now();
  return { outcome, decideMs: decided - started, writeMs: ended - decided, total: ended - started };
}

async function main(): Promise<void> {
  if (!Number.isInteger(CANDIDATES) || CANDIDATES < 1 || !(SHARE >= 0 && SHARE <= 1) || !Number.isInteger(JOBS) || JOBS < 1) {
    throw new Error('BENCH_CANDIDATES and BENCH_JOBS must be whole numbers of at least 1, BENCH_SEARCH_SHARE between 0 and 1');
  }
  if (env.BENCH_DATABASE_URL) env.TEST_DATABASE_URL = env.BENCH_DATABASE_URL;
  const dialect = env.BENCH_DATABASE_URL ? 'postgres' : 'sqlite';
  const database = await createTestDatabase(dialect);
  const { db } = database;
  const random = new Random(19);
  const at = new Date().toISOString();
  try {
    const catalogue = (await db.selectFrom('catalogue_skills').select(['id', 'name']).orderBy('id').execute()).slice(0, 200);
    const byName = new Map(catalogue.map((skill) => [skill.name, skill]));
    const jobSkills = JOB_SKILLS.map((name) => byName.get(name)).filter((skill) => skill !== undefined);
    const others = catalogue.filter((skill) => !JOB_SKILLS.includes(skill.name));

    const seedStart = performance.now();
    const ids = await db.transaction().execute(async (trx) => {
      const org = await trx.insertInto('users').values({ name: 'Bench Recruiter', email: 'recruiter@alerts.bench', role: 'recruiter', created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
      const company = await trx.insertInto('companies').values({ name: 'Bench Alerts Ltd', is_small_business: 0, is_nonprofit: 0, created_by: org.id, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
      await trx.updateTable('users').set({ company_id: company.id }).where('id', '=', org.id).execute();
      let searches = 0;
      for (let start = 0; start < CANDIDATES; start += CHUNK) {
        const size = Math.min(CHUNK, CANDIDATES - start);
        const users = await trx
          .insertInto('users')
          .values(Array.from({ length: size }, (_, k) => ({ name: `Candidate ${start + k}`, email: `c${start + k}@alerts.bench`, role: 'candidate', address: `1 High Street, ${CITIES[(start + k) % CITIES.length]}, England, 10001`, created_at: at, updated_at: at })))
          .returning('id')
          .execute();
        const applications = await trx
          .insertInto('applications')
          .values(users.map((user, k) => ({ user_id: user.id, city: CITIES[(start + k) % CITIES.length] ?? 'London', state: 'England', country: 'United Kingdom', created_at: at, updated_at: at })))
          .returning('id')
          .execute();
        const skills = applications.flatMap((application) => {
          const held = [...jobSkills.filter(() => random.next() < SKILL_SHARE), ...Array.from({ length: random.int(2, 6) }, () => random.pick(others))];
          const unique = [...new Map(held.map((skill) => [skill.id, skill])).values()];
          return unique.map((skill) => ({ application_id: application.id, skill_id: skill.id, name: skill.name, score: random.int(4, 10), created_at: at }));
        });
        for (let from = 0; from < skills.length; from += CHUNK) await trx.insertInto('profile_skills').values(skills.slice(from, from + CHUNK)).execute();
        const holders = users.filter(() => random.next() < SHARE);
        if (holders.length > 0) {
          await trx
            .insertInto('saved_searches')
            .values(holders.map((user, k) => savedSearchRow(user.id, k, random, at)))
            .execute();
          searches += holders.length;
        }
      }
      return { org: org.id, company: company.id, searches };
    });
    // What autovacuum does soon after a bulk load: the planner's statistics for the new rows.
    if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);
    const seeded = performance.now() - seedStart;

    const loadStart = performance.now();
    const queue = new MemoryQueue(Fastify({ logger: false }).log);
    const app = await buildApp({ config: database.config, db, logger: false, queue });
    await app.ready();
    const loaded = performance.now() - loadStart;

    console.log(`bench:alerts on ${dialect}: ${CANDIDATES.toLocaleString('en-GB')} candidates, ${ids.searches.toLocaleString('en-GB')} saved searches (seeded in ${seconds(seeded)}; engine and app ready in ${seconds(loaded)})`);
    console.log(`machine: ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB; Node ${process.version}`);
    console.log('job  scoring>=50  alerted(instant/daily)  decide(rank+find)  write    total     then e-mails sent by the queue');
    for (let n = 1; n <= JOBS; n++) {
      const jobId = await postAlertJob(db, n, ids);
      const { outcome, decideMs, writeMs, total } = await timeAlerts(app, jobId);
      // The e-mails' queue jobs (sent to files here) run on; the next job is timed once they are done.
      const drainStart = performance.now();
      await queue.drain(600_000);
      const drained = performance.now() - drainStart;
      console.log(
        `${String(n).padEnd(4)} ${String(outcome.candidates).padEnd(12)} ${`${outcome.instant}/${outcome.daily}`.padEnd(23)} ${`${decideMs.toFixed(0)} ms`.padEnd(18)} ${`${writeMs.toFixed(0)} ms`.padEnd(8)} ${`${total.toFixed(0)} ms`.padEnd(9)} ${drained.toFixed(0)} ms`,
      );
    }
    await app.close();
  } finally {
    await database.cleanup();
  }
}

// Run as `npm run bench:alerts`; bench/scale.ts imports the functions above.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
