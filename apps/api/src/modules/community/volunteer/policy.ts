import type { FastifyRequest } from 'fastify';
import type { User } from '../../../db/schema.ts';
import { actingCompanyId, ownsItem, requireActingCompany, requireCommunityCandidate } from '../shared/organisation.ts';

/**
 * Volunteer opportunities (docs/product.md section C5): anybody, signed in or not, reads active ones; an inactive one is
 * seen only by its organisation. An organisation user with a company creates them and changes or deletes only its
 * own (404 for anybody else). Candidates say they are interested (Apply Now); only the owning organisation sees
 * how many did.
 */
export const opportunityPolicy = {
  viewerCompanyId: (user: User | null): number | null => actingCompanyId(user),
  canSee: (user: User | null, item: { is_active: number; company_id: number | null }): boolean => item.is_active === 1 || ownsItem(user, item),
  canChange: (user: User | null, item: { company_id: number | null }): boolean => ownsItem(user, item),
  seesInterestCount: (user: User | null, item: { company_id: number | null }): boolean => ownsItem(user, item),
  requireCreator: (request: FastifyRequest) => requireActingCompany(request),
  /** 401 without a session, 403 for organisation users. */
  requireCandidate: (request: FastifyRequest): User => requireCommunityCandidate(request),
};
