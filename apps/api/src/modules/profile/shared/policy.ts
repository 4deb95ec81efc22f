import { isOrganisationRole, PROFILE_MESSAGES } from '@tandem/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { User } from '../../../db/schema.ts';
import { fieldError } from '../../../lib/http-errors.ts';

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

/**
 * User ids of candidates with a live application to one of the company's jobs, or who offered to volunteer for one
 * of its roles and shared their details with it (Apply Now's consent, docs/product.md section C21; withdrawing the
 * interest removes the row, and with it this).
 */
function applicantsOf(db: Db, companyId: number) {
  return db
    .selectFrom('job_applications')
    .innerJoin('job_profiles', 'job_profiles.id', 'job_applications.job_id')
    .select('job_applications.candidate_id')
    .where('job_profiles.company_id', '=', companyId)
    .where('job_applications.withdrawn_at', 'is', null)
    .union(
      db
        .selectFrom('volunteer_interests')
        .innerJoin('volunteer_opportunities', 'volunteer_opportunities.id', 'volunteer_interests.opportunity_id')
        .select('volunteer_interests.user_id as candidate_id')
        .where('volunteer_opportunities.company_id', '=', companyId)
        .where('volunteer_interests.share_contact', '=', 1),
    );
}

/** Whether the viewer may read things that belong to this candidate (their résumé, say). */
export async function canReadCandidate(db: Db, viewer: User, candidateId: number): Promise<boolean> {
  if (viewer.id === candidateId) return true;
  if (!isOrganisationRole(viewer.role) || viewer.company_id === null) return false;
  // Filtered outside the union: a WHERE added to it would bind to its first SELECT only.
  const row = await db
    .selectFrom(applicantsOf(db, viewer.company_id).as('readable'))
    .select('readable.candidate_id')
    .where('readable.candidate_id', '=', candidateId)
    .executeTakeFirst();
  return row !== undefined;
}

/** An entry (education, experience, skill) stays on the profile it was added to. */
export function refuseProfileChange(given: number | undefined, row: { application_id: number }): void {
  if (given !== undefined && given !== row.application_id) throw fieldError('application', PROFILE_MESSAGES.cannotChange);
}
