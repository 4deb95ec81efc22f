import { isOrganisationRole } from '@tandem/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { User } from '../../../db/schema.ts';

/**
 * Who may read a candidate's profile (docs/product.md section C5), as one subquery of readable application ids that
 * every list and single-object read goes through:
 * - a candidate: their own profile;
 * - an organisation user: the profiles of candidates with a live (not withdrawn) application to a job of their
 *   company. Matches will join here too once the matching area stores them.
 * Nobody else reads any. Email and phone never travel with these records.
 */
export function readableApplicationIds(db: Db, viewer: User) {
  const applications = db.selectFrom('applications').select('applications.id');
  if (viewer.role === 'candidate') return applications.where('applications.user_id', '=', viewer.id);
  if (isOrganisationRole(viewer.role) && viewer.company_id !== null) {
    return applications.where('applications.user_id', 'in', applicantsOf(db, viewer.company_id));
  }
  return applications.where(sql<boolean>`1 = 0`);
}

export type ReadableApplicationIds = ReturnType<typeof readableApplicationIds>;

/** User ids of candidates with a live application to one of the company's jobs. */
function applicantsOf(db: Db, companyId: number) {
  return db
    .selectFrom('job_applications')
    .innerJoin('job_profiles', 'job_profiles.id', 'job_applications.job_id')
    .select('job_applications.candidate_id')
    .where('job_profiles.company_id', '=', companyId)
    .where('job_applications.withdrawn_at', 'is', null);
}

/** Whether the viewer may read things that belong to this candidate (their résumé, say). */
export async function canReadCandidate(db: Db, viewer: User, candidateId: number): Promise<boolean> {
  if (viewer.id === candidateId) return true;
  if (!isOrganisationRole(viewer.role) || viewer.company_id === null) return false;
  const row = await applicantsOf(db, viewer.company_id)
    .where('job_applications.candidate_id', '=', candidateId)
    .executeTakeFirst();
  return row !== undefined;
}
