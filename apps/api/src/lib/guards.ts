import type { Role } from '@tandem/contract';
import type { FastifyRequest } from 'fastify';
import type { User } from '../db/schema.ts';
import { forbidden, unauthenticated } from './http-errors.ts';

/** The signed-in user, or a 401 for everybody else. */
export function requireUser(request: FastifyRequest): User {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** The signed-in user with one of the roles, a 401 without a session, a 403 with another role. */
export function requireRole(request: FastifyRequest, roles: readonly Role[]): User {
  const user = requireUser(request);
  if (!(roles as readonly string[]).includes(user.role)) throw forbidden();
  return user;
}

/**
 * A candidate's own action: a 401 without a session, a 403 for organisation users and operators (with `detail`
 * when the area says why, e.g. the community's "only candidates" message). The one form every module uses.
 */
export function requireCandidate(request: FastifyRequest, detail?: string): User {
  const user = requireUser(request);
  if (user.role !== 'candidate') throw forbidden(detail);
  return user;
}
