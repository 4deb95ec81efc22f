import { COMMUNITY_MESSAGES, isOrganisationRole } from '@tandem/contract';
import type { FastifyRequest } from 'fastify';
import type { User } from '../../../db/schema.ts';
import { requireCandidate, requireUser } from '../../../lib/guards.ts';
import { forbidden } from '../../../lib/http-errors.ts';

// The rule shared by every organisation-owned item of the community area (events, resources, volunteer
// opportunities): docs/product.md section C5, "create and edit their own organisation's". Each resource's policy.ts
// builds on these.

/** The company an organisation user acts for; null for anonymous users, candidates and organisations without one. */
export function actingCompanyId(user: User | null): number | null {
  if (!user || !isOrganisationRole(user.role)) return null;
  return user.company_id;
}

/** An item belongs to the user's organisation. */
export function ownsItem(user: User | null, item: { company_id: number | null }): boolean {
  const companyId = actingCompanyId(user);
  return companyId !== null && item.company_id === companyId;
}

/**
 * Who may create an item: an organisation user with a company (401 without a session; 403 for a candidate, and
 * for an organisation user who has not added their company yet).
 */
export function requireActingCompany(request: FastifyRequest): { user: User; companyId: number } {
  const user = requireUser(request);
  if (!isOrganisationRole(user.role)) throw forbidden(COMMUNITY_MESSAGES.organisationsOnly);
  if (user.company_id === null) throw forbidden(COMMUNITY_MESSAGES.needsCompany);
  return { user, companyId: user.company_id };
}

/** A candidate's own action on a community item: 401 without a session, 403 saying so for organisation users. */
export const requireCommunityCandidate = (request: FastifyRequest): User => requireCandidate(request, COMMUNITY_MESSAGES.candidatesOnly);
