import type { FastifyRequest } from 'fastify';
import type { User } from '../../../db/schema.ts';
import { requireUser } from '../../../lib/guards.ts';
import { forbidden, notFound } from '../../../lib/http-errors.ts';
import { jobPolicy, type JobOwner } from '../postings/policy.ts';

// Job applications (docs/product.md sections C5 and C8). An application is seen by the candidate who made it and by the
// organisation that owns the job, nobody else (404). The owner moves its status; the candidate withdraws it. Each
// refuses the other's action with a 403, since both can see the application.

export interface ApplicationAccess {
  candidate_id: number;
  job_created_by: number | null;
  job_company_id: number | null;
}

export const isApplicant = (user: User | null, application: ApplicationAccess): boolean => user !== null && user.id === application.candidate_id;

export const ownsApplicationJob = (user: User | null, application: ApplicationAccess): boolean =>
  jobPolicy.owns(user, { created_by: application.job_created_by, company_id: application.job_company_id });

export const canSeeApplication = (user: User | null, application: ApplicationAccess): boolean =>
  isApplicant(user, application) || ownsApplicationJob(user, application);

/** Who may apply: candidates (401 anonymous, 403 other roles). */

export function requireStatusChanger(request: FastifyRequest, application: ApplicationAccess): User {
  const user = requireUser(request);
  if (!canSeeApplication(user, application)) throw notFound();
  if (!ownsApplicationJob(user, application)) throw forbidden();
  return user;
}

export function requireWithdrawer(request: FastifyRequest, application: ApplicationAccess): User {
  const user = requireUser(request);
  if (!canSeeApplication(user, application)) throw notFound();
  if (!isApplicant(user, application)) throw forbidden();
  return user;
}

export function requireViewer(request: FastifyRequest, application: ApplicationAccess): User {
  const user = requireUser(request);
  if (!canSeeApplication(user, application)) throw notFound();
  return user;
}

/** The list's scope, the same rule as one application: your own, or those to your own jobs. */
export type ApplicationScope = { kind: 'candidate'; candidateId: number } | ({ kind: 'owner' } & JobOwner);

export function applicationScope(user: User): ApplicationScope | undefined {
  if (user.role === 'candidate') return { kind: 'candidate', candidateId: user.id };
  const owner = jobPolicy.ownerOf(user);
  return owner ? { kind: 'owner', ...owner } : undefined;
}
