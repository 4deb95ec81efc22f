import type { FastifyRequest } from 'fastify';
import type { User } from '../../db/schema.ts';
import { requireUser } from '../../lib/guards.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { isApplicant, jobPolicy, ownsApplicationJob, type JobOwner } from '../jobs/index.ts';

// Interviews (docs/product.md section C19) are seen by whoever sees their application: the candidate who applied and the
// organisation that owns the job, through the jobs area's own rules (jobPolicy), so that they follow whatever makes
// a user one of the organisation's. Anyone else gets a 404. The organisation proposes and reschedules with new
// times; the candidate books and asks for other times; either side cancels. Each refuses the other's action with a
// 403, since both can see the interview.

/** The columns the rule reads, as the application's. */
export interface InterviewAccess {
  candidate_id: number;
  job_created_by: number | null;
  job_company_id: number | null;
}

export type InterviewSide = 'candidate' | 'organisation';

export function sideOf(user: User | null, access: InterviewAccess): InterviewSide | undefined {
  if (isApplicant(user, access)) return 'candidate';
  if (ownsApplicationJob(user, access)) return 'organisation';
  return undefined;
}

/** 401 anonymous, 404 when the user is neither side; answers the user and their side. */
export function requireParty(request: FastifyRequest, access: InterviewAccess): { user: User; side: InterviewSide } {
  const user = requireUser(request);
  const side = sideOf(user, access);
  if (!side) throw notFound();
  return { user, side };
}

/** As requireParty, and 403 for the other side. */
export function requireSide(request: FastifyRequest, access: InterviewAccess, wanted: InterviewSide): User {
  const { user, side } = requireParty(request, access);
  if (side !== wanted) throw forbidden();
  return user;
}

/** The list's scope, the same rule: a candidate's own, or those about the owner's jobs. */
export type InterviewScope = { side: 'candidate'; candidateId: number } | { side: 'organisation'; owner: JobOwner };

export function interviewScope(user: User): InterviewScope | undefined {
  if (user.role === 'candidate') return { side: 'candidate', candidateId: user.id };
  const owner = jobPolicy.ownerOf(user);
  return owner ? { side: 'organisation', owner } : undefined;
}
