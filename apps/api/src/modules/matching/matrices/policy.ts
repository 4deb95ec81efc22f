import { COMMUNITY_MESSAGES, isOrganisationRole } from '@tandem/contract';
import type { FastifyRequest } from 'fastify';
import type { User } from '../../../db/schema.ts';
import { requireUser } from '../../../lib/guards.ts';
import { requireCommunityCandidate } from '../../community/index.ts';
import { forbidden } from '../../../lib/http-errors.ts';
import { jobPolicy, type JobOwner } from '../../jobs/index.ts';

/**
 * Skill matrices. A job's matrix is read and written only by the organisation that owns the job, with the jobs
 * area's rule for owning one (the user who posted it, for their company). A user's matrix is the candidate's own.
 * Lists are scoped by the same rules; anybody else gets the 404 an unknown id gets, and a role that can never
 * have such a matrix a 403.
 */
export const matrixPolicy = {
  /** The job owner the user acts as: 401 anonymous, 403 for a candidate; null for an organisation without a company. */
  requireJobOwner(request: FastifyRequest): { user: User; owner: JobOwner | null } {
    const user = requireUser(request);
    if (!isOrganisationRole(user.role)) throw forbidden(COMMUNITY_MESSAGES.organisationsOnly);
    return { user, owner: jobPolicy.ownerOf(user) };
  },

  ownsJob: jobPolicy.ownedBy,

  /** 401 anonymous, 403 for organisation users. */
  requireCandidate: (request: FastifyRequest): User => requireCommunityCandidate(request),

  ownsUserMatrix: (user: User, matrix: { user_id: number }): boolean => matrix.user_id === user.id,
};
