import { JOBS_MESSAGES, ORGANISATION_ROLES } from '@tandem/contract';
import type { FastifyRequest } from 'fastify';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { User } from '../../../db/schema.ts';
import { requireRole, requireUser } from '../../../lib/guards.ts';
import { companyOf } from '../../company-members/index.ts';
import { badRequest, forbidden, notFound } from '../../../lib/http-errors.ts';

// Job postings (docs/product.md sections C5 and C8). Everybody reads active jobs; a paused or closed job is seen only
// by the organisation that owns it: every member of the job's company (docs/product.md section C18; who belongs to which
// company is the company-members module's). Only the company's members edit, close or delete it. A job you cannot see is a 404; one you can see but not change is a 403.
// The rule is written once, below, and read in two forms: `owns` for one job in hand, `whereOwned` and
// `ownJobIds` for a list query; every module that needs a job's owner goes through `jobPolicy`.

/** The columns the rule reads. `created_by` is null once the poster's account is gone and nobody took the job. */
export interface JobOwnership {
  created_by: number | null;
  company_id: number | null;
  status: string;
  /** 1 when open to everyone: active, not hidden by reports, its organisation not suspended (service.ts withStatus). */
  is_active: number;
}
type OwnedColumns = Omit<JobOwnership, 'status' | 'is_active'>;

/** Who owns jobs: an organisation user, for their company. */
export interface JobOwner {
  userId: number;
  companyId: number;
}

/** An organisation user with a company: the only kind of user who can own jobs. */
export type Poster = User & { company_id: number };

const canOwnJobs = (user: User | null): user is Poster => user !== null && companyOf(user) !== null;

const ownerOf = (user: User | null): JobOwner | null => (canOwnJobs(user) ? { userId: user.id, companyId: user.company_id } : null);

const ownedBy = (owner: JobOwner | null, job: OwnedColumns): boolean => owner !== null && job.company_id === owner.companyId;

/** The same rule as SQL, on a query that reads job_profiles under `table` (its name or alias). */
const whereOwned = (owner: JobOwner, table = 'job_profiles'): RawBuilder<SqlBool> =>
  sql<SqlBool>`${sql.ref(`${table}.company_id`)} = ${owner.companyId}`;

const owns = (user: User | null, job: OwnedColumns): boolean => ownedBy(ownerOf(user), job);
const canSee = (user: User | null, job: JobOwnership): boolean => job.is_active === 1 || owns(user, job);

export const jobPolicy = {
  canOwnJobs,
  /** The owner a user acts as, or null when they cannot own jobs. */
  ownerOf,
  /** Whether the user owns this job. */
  owns,
  /** Whether this owner (from ownerOf) owns this job. */
  ownedBy,
  canSee,
  whereOwned,
  /** The ids of the owner's jobs, as a subquery for `where job_id in (...)`. */
  ownJobIds: (db: Db, owner: JobOwner) => db.selectFrom('job_profiles').select('job_profiles.id').where(whereOwned(owner)),

  /** Who may post: an organisation user (403 otherwise) whose company details exist (400 asking for them). */
  requirePoster(request: FastifyRequest): Poster {
    const user = requireRole(request, ORGANISATION_ROLES);
    if (!canOwnJobs(user)) throw badRequest({ non_field_errors: [JOBS_MESSAGES.addCompanyFirst] });
    return user;
  },

  /** Who may change or delete this job: 401 anonymous, 404 when they cannot see it, 403 when it is not theirs. */
  requireOwner(request: FastifyRequest, job: JobOwnership): Poster {
    const user = requireUser(request);
    if (!canSee(user, job)) throw notFound();
    if (!canOwnJobs(user) || !owns(user, job)) throw forbidden();
    return user;
  },
};

/** The list's visibility, as SQL scopes: see active jobs, your own jobs (any status), or both. */
export type JobScope = { kind: 'active' } | ({ kind: 'own' } & JobOwner) | ({ kind: 'active-or-own' } & JobOwner);
