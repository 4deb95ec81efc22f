import { isOrganisationRole, JOBS_MESSAGES, ORGANISATION_ROLES } from '@tandem/contract';
import type { FastifyRequest } from 'fastify';
import type { User } from '../../../db/schema.ts';
import { requireRole, requireUser } from '../../../lib/guards.ts';
import { badRequest, forbidden, notFound } from '../../../lib/http-errors.ts';

// Job postings (docs/product.md sections C5 and C8). Everybody reads active jobs; a paused or closed job is seen only
// by the organisation that owns it: the user who created it, while it belongs to that user's company. Only the
// owner edits, closes or deletes. A job you cannot see is a 404; one you can see but not change is a 403.

export interface JobOwnership {
  /** Null once the poster's account is gone and nobody in the company took the job (account deletion). */
  created_by: number | null;
  company_id: number | null;
  status: string;
}

/** An organisation user with a company: the only kind of user who can own jobs. */
export type Poster = User & { company_id: number };

export const canOwnJobs = (user: User | null): user is Poster =>
  user !== null && isOrganisationRole(user.role) && user.company_id !== null;

export const ownsJob = (user: User | null, job: Omit<JobOwnership, 'status'>): boolean =>
  canOwnJobs(user) && job.created_by === user.id && job.company_id === user.company_id;

export const canSeeJob = (user: User | null, job: JobOwnership): boolean => job.status === 'active' || ownsJob(user, job);

/** Who may post: an organisation user (403 otherwise) whose company details exist (400 asking for them). */
export function requirePoster(request: FastifyRequest): Poster {
  const user = requireRole(request, ORGANISATION_ROLES);
  if (!canOwnJobs(user)) throw badRequest({ non_field_errors: [JOBS_MESSAGES.addCompanyFirst] });
  return user;
}

/** Who may change or delete this job: 401 anonymous, 404 when they cannot see it, 403 when it is not theirs. */
export function requireJobOwner(request: FastifyRequest, job: JobOwnership): Poster {
  const user = requireUser(request);
  if (!canSeeJob(user, job)) throw notFound();
  if (!ownsJob(user, job)) throw forbidden();
  return user as Poster;
}

/** The list's visibility, as SQL scopes: see active jobs, your own jobs (any status), or both. */
export type JobScope = { kind: 'active' } | { kind: 'own'; userId: number; companyId: number } | { kind: 'active-or-own'; userId: number; companyId: number };
