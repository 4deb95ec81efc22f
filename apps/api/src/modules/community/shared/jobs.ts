import type { Db } from '../../../db/database.ts';
import type { User } from '../../../db/schema.ts';
import { actingCompanyId } from './organisation.ts';

/**
 * The owner of a job, with the jobs area's rule (jobs/postings/policy.ts): the organisation user who posted it, for
 * their company. A company has one user (users/service.ts links a company only to its creator), so this is "the
 * organisation's jobs".
 */
export interface JobOwner {
  userId: number;
  companyId: number;
}

export function jobOwnerOf(user: User | null): JobOwner | null {
  const companyId = actingCompanyId(user);
  return user && companyId !== null ? { userId: user.id, companyId } : null;
}

export const ownsJob = (owner: JobOwner | null, job: { created_by: number | null; company_id: number | null }): boolean =>
  owner !== null && job.created_by === owner.userId && job.company_id === owner.companyId;

/** The ids of the owner's jobs, as a subquery for `where job_id in (...)`. */
export const ownJobIds = (db: Db, owner: JobOwner) =>
  db.selectFrom('job_profiles').select('job_profiles.id').where('job_profiles.created_by', '=', owner.userId).where('job_profiles.company_id', '=', owner.companyId);
