/**
 * The data set of the benches at a million (bench/scale.ts, bench/startup.ts): bench/api/seed.ts's marketplace at
 * the given size, preferences for four candidates in five, then `analyze` so the planner sees the real row counts.
 */
import { sql } from 'kysely';
import type { Db } from '../../apps/api/src/db/database.ts';
import { seedBench, type SeedResult } from './seed.ts';

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
