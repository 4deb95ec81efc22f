import type { FastifyRequest } from 'fastify';
import type { User } from '../../../db/schema.ts';
import { requireRole } from '../../../lib/guards.ts';
import { notFound } from '../../../lib/http-errors.ts';

// Small-business and nonprofit profiles (docs/product.md section C5: own company only). Only the organisation roles
// with such a profile (smallbiz_owner, nonprofit) use them: anonymous 401, candidates and recruiters 403. Another
// company's profile is a 404, whether or not it exists.

export const PROFILE_ROLES = ['smallbiz_owner', 'nonprofit'] as const;

export const requireProfileUser = (request: FastifyRequest): User => requireRole(request, PROFILE_ROLES);

/** The signed-in profile user, when the company is theirs; a 404 otherwise. */
export function requireOwnCompany(request: FastifyRequest, companyId: number): User & { company_id: number } {
  const user = requireProfileUser(request);
  if (user.company_id === null || user.company_id !== companyId) throw notFound();
  return user as User & { company_id: number };
}
