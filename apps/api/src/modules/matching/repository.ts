import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';
import { jobPolicy, type JobOwner } from '../jobs/index.ts';

export interface CandidatePreview {
  id: number;
  name: string;
  title: string;
  profile_picture: string | null;
  city: string;
  state: string;
  country: string;
  skills: { name: string; score: number }[];
  /** The candidate's application to this job, when there is an open one. */
  application: { id: number; status: string } | null;
}

/**
 * What an organisation may see of a ranked candidate before they apply: a profile preview, never their email,
 * phone or address (docs/product.md section C5).
 */
export async function candidatePreviews(db: Db, jobId: number, userIds: number[]): Promise<Map<number, CandidatePreview>> {
  if (userIds.length === 0) return new Map();
  const [people, skills, applications] = await Promise.all([
    db
      .selectFrom('users')
      .innerJoin('applications', 'applications.user_id', 'users.id')
      .select(['users.id', 'users.name', 'users.title', 'users.profile_picture', 'applications.city', 'applications.state', 'applications.country'])
      .where('users.id', 'in', userIds)
      .execute(),
    db
      .selectFrom('profile_skills')
      .innerJoin('applications', 'applications.id', 'profile_skills.application_id')
      .select(['applications.user_id', 'profile_skills.name', 'profile_skills.score'])
      .where('applications.user_id', 'in', userIds)
      .orderBy('profile_skills.score', 'desc')
      .execute(),
    db
      .selectFrom('job_applications')
      .select(['id', 'candidate_id', 'status'])
      .where('job_id', '=', jobId)
      .where('candidate_id', 'in', userIds)
      .where('withdrawn_at', 'is', null)
      .execute(),
  ]);
  const previews = new Map<number, CandidatePreview>();
  for (const person of people) {
    const application = applications.find((row) => row.candidate_id === person.id);
    previews.set(person.id, {
      ...person,
      skills: skills.filter((row) => row.user_id === person.id).map(({ name, score }) => ({ name, score })),
      application: application ? { id: application.id, status: application.status } : null,
    });
  }
  return previews;
}

/** A job with the columns its owner rule reads (jobs/postings/policy.ts); undefined when there is none. */
export const findJobOwnership = (db: Db, jobId: number) =>
  db.selectFrom('job_profiles').select(['id', 'created_by', 'company_id']).where('id', '=', jobId).executeTakeFirst();

/** The ids of the owner's active jobs. */
export const activeJobIdsOf = (db: Db, owner: JobOwner) =>
  db.selectFrom('job_profiles').select('id').where(jobPolicy.whereOwned(owner)).where('is_active', '=', 1).execute();

/** The session under way, if any (one runs at a time). */
export const runningSession = (db: Db) =>
  db.selectFrom('matching_sessions').selectAll().where('status', 'in', ['pending', 'running']).orderBy('id', 'desc').executeTakeFirst();

export const insertSession = (db: Db, createdBy: number, total: number) =>
  db.insertInto('matching_sessions').values({ created_by: createdBy, status: 'pending', progress: 0, total, created_at: nowIso() }).returningAll().executeTakeFirstOrThrow();

export const findSession = (db: Db, id: number) => db.selectFrom('matching_sessions').selectAll().where('id', '=', id).executeTakeFirst();

export const sessionStatusesOf = (db: Db, userId: number) => db.selectFrom('matching_sessions').select(['status']).where('created_by', '=', userId).execute();

/** The candidates who applied to this job and have not withdrawn: the applicant board's cards. */
export const applicantIdsOf = async (db: Db, jobId: number): Promise<number[]> =>
  (await db.selectFrom('job_applications').select('candidate_id').where('job_id', '=', jobId).where('withdrawn_at', 'is', null).orderBy('id').execute()).map((row) => row.candidate_id);
