import type { Db } from '../../../db/database.ts';
import { nowIso } from '../../../lib/time.ts';

// What a company's members keep on an application (docs/product.md section C18): notes and per-skill ratings, in tables of
// their own that nothing of the candidate's (their applications, their export) ever reads.

export interface NoteRow {
  id: number;
  body: string;
  author: string | null;
  created_at: string;
}

export const notesOf = (db: Db, applicationId: number): Promise<NoteRow[]> =>
  db
    .selectFrom('application_notes as n')
    .leftJoin('users as u', 'u.id', 'n.author_id')
    .select(['n.id', 'n.body', 'u.name as author', 'n.created_at'])
    .where('n.job_application_id', '=', applicationId)
    .orderBy('n.created_at')
    .orderBy('n.id')
    .execute();

export async function insertNote(db: Db, applicationId: number, authorId: number, body: string): Promise<number> {
  const row = await db
    .insertInto('application_notes')
    .values({ job_application_id: applicationId, author_id: authorId, body, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The job's required skills, by name, in the order the job lists them. */
export const requiredSkillsOf = async (db: Db, jobId: number): Promise<string[]> =>
  [...new Set((await db.selectFrom('job_skills').select('name').where('job_id', '=', jobId).orderBy('id').execute()).map((row) => row.name))];

export interface RatingRow {
  skill: string;
  rating: number;
  rated_by: number;
}

export const ratingsOf = (db: Db, applicationId: number): Promise<RatingRow[]> =>
  db.selectFrom('application_skill_ratings').select(['skill', 'rating', 'rated_by']).where('job_application_id', '=', applicationId).execute();

/** One rating per member, skill and application: a second replaces the first. */
export async function upsertRating(db: Db, applicationId: number, ratedBy: number, skill: string, rating: number): Promise<void> {
  await db
    .insertInto('application_skill_ratings')
    .values({ job_application_id: applicationId, rated_by: ratedBy, skill, rating, updated_at: nowIso() })
    .onConflict((conflict) => conflict.columns(['job_application_id', 'rated_by', 'skill']).doUpdateSet({ rating, updated_at: nowIso() }))
    .execute();
}

export interface EventRow {
  id: number;
  from_status: string | null;
  to_status: string;
  by: string | null;
  created_at: string;
}

/** The application's moves, oldest first, with who made each (job_application_events, written with every move). */
export const eventsOf = (db: Db, applicationId: number): Promise<EventRow[]> =>
  db
    .selectFrom('job_application_events as e')
    .leftJoin('users as u', 'u.id', 'e.changed_by')
    .select(['e.id', 'e.from_status', 'e.to_status', 'u.name as by', 'e.created_at'])
    .where('e.job_application_id', '=', applicationId)
    .orderBy('e.created_at')
    .orderBy('e.id')
    .execute();
