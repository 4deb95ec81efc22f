import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { jobPolicy, type JobOwner } from '../postings/policy.ts';

// Counts from job_application_events: every change of an application is timestamped there (docs/product.md section C8).
// Each figure counts distinct applications, so one application screened and then interviewed is one screen.

const distinctWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(distinct case when ${condition} then e.job_application_id end)`;
const APPLIED = sql`e.from_status is null`;
const SCREENED = sql`e.to_status in ('screening', 'interview')`;
const OFFERED = sql`e.to_status in ('offer', 'hired')`;

/** A candidate's applications, screens, interviews booked and offers since a moment. */
export async function candidateStats(
  db: Db,
  candidateId: number,
  since: string,
): Promise<{ applications: number; screens: number; interviews: number; offers: number }> {
  const [row, interviews] = await Promise.all([
    db
      .selectFrom('job_application_events as e')
      .innerJoin('job_applications as a', 'a.id', 'e.job_application_id')
      .select([
        distinctWhere(APPLIED).as('applications'),
        distinctWhere(SCREENED).as('screens'),
        distinctWhere(OFFERED).as('offers'),
      ])
      .where('a.candidate_id', '=', candidateId)
      .where('e.created_at', '>=', since)
      .executeTakeFirstOrThrow(),
    bookedInterviews(db, since).where('a.candidate_id', '=', candidateId).executeTakeFirstOrThrow(),
  ]);
  return {
    applications: Number(row.applications ?? 0),
    screens: Number(row.screens ?? 0),
    interviews: Number(interviews.count),
    offers: Number(row.offers ?? 0),
  };
}

/** Interviews booked since a moment and not cancelled since (docs/product.md section C19): real rows, not moves. */
const bookedInterviews = (db: Db, since: string) =>
  db
    .selectFrom('interviews as i')
    .innerJoin('job_applications as a', 'a.id', 'i.application_id')
    .innerJoin('job_profiles as j', 'j.id', 'a.job_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('i.status', '=', 'booked')
    .where('i.booked_at', '>=', since);

export const recentActivity = (db: Db, userId: number, limit: number) =>
  db
    .selectFrom('activity_log')
    .select(['id', 'kind', 'summary', 'job_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

export async function activeJobCount(db: Db, owner: JobOwner): Promise<number> {
  const row = await db
    .selectFrom('job_profiles')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(jobPolicy.whereOwned(owner))
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** New applicants, interviews booked and hires on the owner's jobs since a moment. */
export async function pipelineCounts(
  db: Db,
  owner: JobOwner,
  since: string,
): Promise<{ new_applicants: number; interviews: number; hired: number }> {
  const [row, interviews] = await Promise.all([
    db
      .selectFrom('job_application_events as e')
      .innerJoin('job_applications as a', 'a.id', 'e.job_application_id')
      .innerJoin('job_profiles as j', 'j.id', 'a.job_id')
      .select([
        distinctWhere(APPLIED).as('new_applicants'),
        distinctWhere(sql`e.to_status = 'hired'`).as('hired'),
      ])
      .where(jobPolicy.whereOwned(owner, 'j'))
      .where('e.created_at', '>=', since)
      .executeTakeFirstOrThrow(),
    bookedInterviews(db, since).where(jobPolicy.whereOwned(owner, 'j')).executeTakeFirstOrThrow(),
  ]);
  return {
    new_applicants: Number(row.new_applicants ?? 0),
    interviews: Number(interviews.count),
    hired: Number(row.hired ?? 0),
  };
}

/** The latest applicants to the owner's jobs (withdrawn applications left out). */
export const recentCandidates = (db: Db, owner: JobOwner, limit: number) =>
  db
    .selectFrom('job_applications as a')
    .innerJoin('job_profiles as j', 'j.id', 'a.job_id')
    .innerJoin('users as u', 'u.id', 'a.candidate_id')
    .select([
      'a.id as application_id',
      'a.candidate_id',
      'u.name',
      'u.title',
      'j.title as job_title',
      'a.status',
      'a.created_at as applied_at',
    ])
    .where(jobPolicy.whereOwned(owner, 'j'))
    .where('a.withdrawn_at', 'is', null)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
