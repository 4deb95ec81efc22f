/**
 * The data set of the benches at a million (bench/scale.ts, bench/startup.ts): bench/api/seed.ts's marketplace at
 * the given size, preferences for four candidates in five, then `analyze` so the planner sees the real row counts.
 * bench/scale.ts adds saved searches and open applications (seedAlertsAndReplies).
 */
import { sql } from 'kysely';
import type { Db } from '../../apps/api/src/db/database.ts';
import { savedSearchRow } from '../alerts.ts';
import { Random } from '../matching/prng.ts';
import { seededRandom } from '../../apps/api/src/db/seed/random.ts';
import { BENCH_EMAIL, seedBench, zipfSampler, type SeedResult } from './seed.ts';

/** Share of candidates with a saved search, as bench/alerts.ts seeds them by default. */
const SEARCH_SHARE = 0.2;
/** Saved searches per insert: 11 parameters each, well under PostgreSQL's 65,535. */
const SEARCH_CHUNK = 2_000;

/** The full size (1,000,000 candidates, 200,000 jobs over 5,000 organisations) times `scale`. */
export function scaleSize(scale: number) {
  return {
    candidates: Math.round(1_000_000 * scale),
    jobs: Math.round(200_000 * scale),
    companies: Math.max(20, Math.round(5_000 * scale)),
  };
}

/** Fills a migrated PostgreSQL database; the rows written per table. */
export async function seedScale(db: Db, scale: number): Promise<SeedResult['rows']> {
  const seeded = await seedBench(db, scaleSize(scale));
  // Preferences for four candidates in five (the rest stated none), in one statement.
  await sql`insert into candidate_preferences (user_id, job_types, work_mode, min_salary, seniority, updated_at)
    select id, case when id % 3 = 0 then 'full-time' else 'full-time,part-time' end,
      (array['any', 'remote', 'onsite'])[1 + id % 3], 20000 + (id % 7) * 5000, null, created_at
    from users where role = 'candidate' and id % 5 <> 0`.execute(db);
  const preferences = await db.selectFrom('candidate_preferences').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  await sql`analyze`.execute(db);
  return { ...seeded.rows, candidate_preferences: Number(preferences.n) };
}

/** How the reply-deadline sweep's applications are laid out (bench/scale.ts). */
export interface ReplyLayout {
  /** 1,000,000 × scale open applications, one per candidate. */
  applications: number;
  /** REPLY_WINDOW: from applying to the deadline. */
  windowMs: number;
  /** How long no sweep ran before the timed one: what is overdue, and which reminders are still to send. */
  outageMs: number;
}

/**
 * What issue 23 measures beside the HTTP phases: saved searches for a fifth of the candidates (bench/alerts.ts's
 * savedSearchRow, drawn the same way), and the open applications of a marketplace that receives them steadily:
 * applied evenly over the last window plus outage, so each is still open (a sweep lapses it at its deadline), and
 * those due during the outage, `outage / (window + outage)` of them, are overdue now. Reminders (a quarter of the
 * window before the deadline) are marked sent where their time came before the outage began. Made in one
 * `insert ... select` (one per candidate, to the active jobs in turn). The bench candidate who signs in keeps
 * neither, so the HTTP phases read what they read before. Rows written per table.
 */
export async function seedAlertsAndReplies(db: Db, replies: ReplyLayout): Promise<Record<string, number>> {
  const at = new Date().toISOString();
  const random = new Random(19);
  const candidates = await db.selectFrom('users').select('id').where('role', '=', 'candidate').where('email', '!=', BENCH_EMAIL).orderBy('id').execute();
  const holders = candidates.filter(() => random.next() < SEARCH_SHARE);
  for (let start = 0; start < holders.length; start += SEARCH_CHUNK) {
    const chunk = holders.slice(start, start + SEARCH_CHUNK);
    await db
      .insertInto('saved_searches')
      .values(chunk.map((user, k) => savedSearchRow(user.id, start + k, random, at)))
      .execute();
  }
  const { applications, windowMs, outageMs } = replies;
  const now = Date.now();
  // Application k of n was made at now - span + span * (k + 0.5) / n, in seconds from the epoch.
  const span = (windowMs + outageMs) / 1000;
  const first = now / 1000 - span;
  // A reminder went out where its time, a quarter of the window before the deadline, came before the outage.
  const remindedBefore = (now - outageMs) / 1000;
  const iso = (seconds: ReturnType<typeof sql>) => sql`to_char(to_timestamp(${seconds}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const applied = sql`(${first}::float8 + ${span}::float8 * (c.n + 0.5) / ${applications})`;
  const due = sql`(${applied} + ${windowMs / 1000}::float8)`;
  // The count first: a join on `c.n % <a constant>` is a hash join, where a count read beside it would not be.
  const jobs = await db.selectFrom('job_profiles').select((eb) => eb.fn.countAll<string>().as('n')).where('is_active', '=', 1).executeTakeFirstOrThrow();
  const inserted = await sql`insert into job_applications (job_id, candidate_id, status, note, created_at, updated_at, reply_due_at, reply_reminded_at)
    select j.id, c.id, 'applied', '', ${iso(applied)}, ${iso(applied)}, ${iso(due)},
      case when ${due} - ${windowMs / 4000}::float8 <= ${remindedBefore}::float8 then ${iso(sql`${due} - ${windowMs / 4000}::float8`)} end
    from (select id, row_number() over (order by id) - 1 as n from users where role = 'candidate' and email <> ${BENCH_EMAIL}) c
    join (select id, row_number() over (order by id) - 1 as n from job_profiles where is_active = 1) j on j.n = c.n % ${Number(jobs.n)}
    where c.n < ${applications}`.execute(db);
  await sql`analyze saved_searches, job_applications`.execute(db);
  return { saved_searches: holders.length, job_applications: Number(inserted.numAffectedRows ?? 0) };
}

/**
 * The `count` skills most candidates hold: seedBench's Zipf order, drawn again from its seed (its sampler is the
 * first thing its random numbers go to). A job asking for them is the alert decision's hardest case: most
 * candidates score high enough, and most searches are looked at.
 */
export async function mostHeldSkills(db: Db, count: number, seed = 8): Promise<string[]> {
  const catalogue = await db.selectFrom('catalogue_skills').select(['id', 'name']).orderBy('id').execute();
  return zipfSampler(catalogue, seededRandom(seed)).popular.slice(0, count).map((skill) => skill.name);
}
