/**
 * The bench seeder: a marketplace-sized data set (not the demo seed) written straight into a fresh database with
 * bulk inserts, a few hundred rows a statement, inside transactions. Deterministic for a given seed.
 */
import { JOB_TYPES } from '@tandem/contract';
import { sql } from 'kysely';
import type { Db } from '../../apps/api/src/db/database.ts';
import { DEMO_PLACES } from '../../apps/api/src/db/seed/demo-places.ts';
import { seededRandom, type SeededRandom } from '../../apps/api/src/db/seed/random.ts';
import { hashPassword } from '../../apps/api/src/lib/passwords.ts';

export const BENCH_EMAIL = 'bench.candidate@tandem.bench';
export const BENCH_PASSWORD = 'Bench@2026-load';
/** Seeded candidates who can sign in too (with BENCH_PASSWORD): the write is spread over them, one per connection. */
export const BENCH_WRITERS = 100;
export const writerEmail = (n: number) => `candidate${n}@people.bench`;

export interface SeedSize {
  jobs: number;
  candidates: number;
  companies: number;
}

export interface SeedResult {
  benchUserId: number;
  catalogueSize: number;
  rows: Record<string, number>;
  seconds: number;
}

type Random = SeededRandom;

/**
 * Zipf-like skill popularity: the catalogue in a seeded random order, the skill at rank r weighted 1/r. Draws
 * `count` distinct skills by inverse-CDF sampling (binary search on the cumulative weights).
 */
export function zipfSampler(skills: readonly { id: number; name: string }[], random: Random) {
  const order = [...skills];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const cumulative = new Float64Array(order.length);
  let total = 0;
  for (let rank = 0; rank < order.length; rank++) {
    total += 1 / (rank + 1);
    cumulative[rank] = total;
  }
  const one = () => {
    const target = random.next() * total;
    let low = 0;
    let high = order.length - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (cumulative[mid]! < target) low = mid + 1;
      else high = mid;
    }
    return order[low]!;
  };
  return {
    popular: order.slice(0, 40),
    draw(count: number) {
      const chosen = new Map<number, { id: number; name: string }>();
      while (chosen.size < Math.min(count, order.length)) {
        const skill = one();
        chosen.set(skill.id, skill);
      }
      return [...chosen.values()];
    },
  };
}

const CHUNK = 400;

async function insertChunks<T>(label: string, rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>, counts: Record<string, number>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
  counts[label] = (counts[label] ?? 0) + rows.length;
}

const DEGREES = ['', '', 'Bachelor', 'Bachelor', 'Master', 'High School', 'PhD'];
const TITLES = ['Engineer', 'Developer', 'Analyst', 'Designer', 'Coordinator', 'Manager', 'Specialist', 'Assistant', 'Consultant', 'Technician'];
const LEVELS = ['Junior', 'Senior', 'Lead', 'Principal', ''];
const FIRST = ['Alex', 'Sam', 'Jordan', 'Taylor', 'Morgan', 'Casey', 'Riley', 'Jamie', 'Robin', 'Charlie', 'Avery', 'Quinn', 'Rowan', 'Sasha', 'Kai'];
const LAST = ['Smith', 'Jones', 'Patel', 'Murphy', 'Khan', 'Williams', 'Brown', 'Taylor', 'Davies', 'Evans', 'Walsh', 'Byrne', 'Wilson', 'Ahmed', 'Clarke'];

/** Fills an empty, migrated database (skill catalogue synced). */
export async function seedBench(db: Db, size: SeedSize, seed = 8): Promise<SeedResult> {
  const started = performance.now();
  const random = seededRandom(seed);
  const counts: Record<string, number> = {};
  const catalogue = await db.selectFrom('catalogue_skills').select(['id', 'name']).orderBy('id').execute();
  if (catalogue.length < 20) throw new Error(`the skill catalogue has ${catalogue.length} skills; run the migrations first`);
  const skills = zipfSampler(catalogue, random);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * 86_400_000).toISOString();

  // Organisations: an owner each, and a company; jobs are spread over them.
  const owners: { id: number; company_id: number }[] = [];
  await db.transaction().execute(async (trx) => {
    const people = Array.from({ length: size.companies }, (_, i) => ({
      name: `Owner ${i + 1}`,
      email: `owner${i + 1}@org.bench`,
      password_hash: null,
      role: i % 3 === 0 ? 'recruiter' : i % 3 === 1 ? 'smallbiz_owner' : 'nonprofit',
      created_at: daysAgo(300),
      updated_at: daysAgo(300),
    }));
    const ownerRows: { id: number; role: string }[] = [];
    await insertChunks('users', people, async (chunk) => ownerRows.push(...(await trx.insertInto('users').values(chunk).returning(['id', 'role']).execute())), counts);
    const companies = ownerRows.map((owner, i) => ({
      name: `Bench Company ${i + 1}`,
      is_small_business: owner.role === 'smallbiz_owner' ? 1 : 0,
      is_nonprofit: owner.role === 'nonprofit' ? 1 : 0,
      created_by: owner.id,
      created_at: daysAgo(300),
      updated_at: daysAgo(300),
    }));
    const companyRows: { id: number; created_by: number | null }[] = [];
    await insertChunks('companies', companies, async (chunk) => companyRows.push(...(await trx.insertInto('companies').values(chunk).returning(['id', 'created_by']).execute())), counts);
    // One statement sets every owner's company (ids are contiguous per chunk but need not be overall).
    for (const company of companyRows) owners.push({ id: company.created_by ?? 0, company_id: company.id });
    await trx
      .updateTable('users')
      .set({ company_id: sql<number>`(select c.id from companies c where c.created_by = users.id)` })
      .where('role', '!=', 'candidate')
      .execute();
  });

  // Jobs with their skills: 4 to 10 each, Zipf-like; 95% active.
  await db.transaction().execute(async (trx) => {
    const jobs = Array.from({ length: size.jobs }, (_, i) => {
      const owner = owners[i % owners.length]!;
      const place = random.pick(DEMO_PLACES);
      const jobSkills = skills.draw(random.int(4, 10));
      const status = random.next() < 0.95 ? 'active' : 'paused';
      const salary = random.int(22, 90) * 1000;
      const posted = daysAgo(random.next() * 60);
      return {
        row: {
          title: `${random.pick(LEVELS)} ${jobSkills[0]!.name} ${random.pick(TITLES)}`.trim(),
          description: `Bench job ${i + 1}. You will work with ${jobSkills.map((skill) => skill.name).join(', ')}.`,
          keywords: jobSkills.map((skill) => skill.name).join(', '),
          salary_min: salary,
          salary_max: salary + random.int(0, 20) * 1000,
          city: place.city,
          state: place.state,
          country: place.country,
          created_by: owner.id,
          company_id: owner.company_id,
          is_remote: random.next() < 0.2 ? 1 : 0,
          job_type: random.next() < 0.8 ? 'full-time' : random.pick(JOB_TYPES),
          degree_requirements: random.pick(DEGREES),
          years_of_experience: random.int(0, 8),
          status,
          is_active: status === 'active' ? 1 : 0,
          created_at: posted,
          updated_at: posted,
        },
        skills: jobSkills,
      };
    });
    const ids: number[] = [];
    await insertChunks('job_profiles', jobs, async (chunk) => ids.push(...(await trx.insertInto('job_profiles').values(chunk.map((job) => job.row)).returning('id').execute()).map((row) => row.id)), counts);
    const jobSkills = jobs.flatMap((job, i) => job.skills.map((skill) => ({ job_id: ids[i]!, skill_id: skill.id, name: skill.name })));
    await insertChunks('job_skills', jobSkills, (chunk) => trx.insertInto('job_skills').values(chunk).execute(), counts);
  });

  // Candidates: a user, a profile (applications row) and 5 to 15 skills each with a proficiency of 1 to 10.
  const CANDIDATE_BATCH = 5000;
  for (let first = 0; first < size.candidates; first += CANDIDATE_BATCH) {
    const batch = Math.min(CANDIDATE_BATCH, size.candidates - first);
    await db.transaction().execute(async (trx) => {
      const people = Array.from({ length: batch }, (_, j) => {
        const n = first + j + 1;
        const place = random.pick(DEMO_PLACES);
        const created = daysAgo(random.next() * 200);
        return {
          user: {
            name: `${random.pick(FIRST)} ${random.pick(LAST)}`,
            title: `${random.pick(LEVELS)} ${random.pick(TITLES)}`.trim(),
            email: writerEmail(n),
            password_hash: n <= BENCH_WRITERS ? passwordHash : null,
            address: `${n} High Street, ${place.city}, ${place.state}, ${10000 + (n % 89999)}`,
            role: 'candidate',
            created_at: created,
            updated_at: created,
          },
          place,
          created,
          skills: skills.draw(random.int(5, 15)).map((skill) => ({ ...skill, score: random.int(1, 10) })),
        };
      });
      const userIds: number[] = [];
      await insertChunks('users', people, async (chunk) => userIds.push(...(await trx.insertInto('users').values(chunk.map((p) => p.user)).returning('id').execute()).map((row) => row.id)), counts);
      const applicationIds: number[] = [];
      await insertChunks(
        'applications',
        people,
        async (chunk) => {
          const offset = applicationIds.length;
          const rows = chunk.map((p, k) => ({ user_id: userIds[offset + k]!, city: p.place.city, state: p.place.state, country: p.place.country, created_at: p.created, updated_at: p.created }));
          applicationIds.push(...(await trx.insertInto('applications').values(rows).returning('id').execute()).map((row) => row.id));
        },
        counts,
      );
      const profileSkills = people.flatMap((p, k) => p.skills.map((skill) => ({ application_id: applicationIds[k]!, skill_id: skill.id, name: skill.name, score: skill.score, created_at: p.created })));
      await insertChunks('profile_skills', profileSkills, (chunk) => trx.insertInto('profile_skills').values(chunk).execute(), counts);
    });
  }

  // The bench account: a candidate who signs in, with popular skills, a degree and some experience.
  const benchUserId = await db.transaction().execute(async (trx) => {
    const created = daysAgo(30);
    const user = await trx
      .insertInto('users')
      .values({ name: 'Bench Candidate', title: 'Backend Developer', email: BENCH_EMAIL, password_hash: passwordHash, address: '1 Bench Road, London, England, 10001', role: 'candidate', created_at: created, updated_at: created })
      .returning('id')
      .executeTakeFirstOrThrow();
    const application = await trx
      .insertInto('applications')
      .values({ user_id: user.id, city: 'London', state: 'England', country: 'United Kingdom', created_at: created, updated_at: created })
      .returning('id')
      .executeTakeFirstOrThrow();
    const mine = [...skills.popular.slice(0, 8), ...skills.popular.slice(15, 19)];
    await trx
      .insertInto('profile_skills')
      .values(mine.map((skill, i) => ({ application_id: application.id, skill_id: skill.id, name: skill.name, score: 9 - (i % 6), created_at: created })))
      .execute();
    await trx.insertInto('education').values({ application_id: application.id, institution: 'University of Leeds', degree: 'Bachelor', field_of_study: 'Computer Science', start_date: '2014-09-01', end_date: '2017-06-30', created_at: created }).execute();
    await trx.insertInto('experience').values({ application_id: application.id, company: 'Acme', duration: 'Developer', city: 'London', state: 'England', country: 'United Kingdom', start_date: '2017-09-01', end_date: null, responsibilities: 'Building APIs.', created_at: created }).execute();
    return user.id;
  });
  counts['users'] = (counts['users'] ?? 0) + 1;

  return { benchUserId, catalogueSize: catalogue.length, rows: counts, seconds: (performance.now() - started) / 1000 };
}
