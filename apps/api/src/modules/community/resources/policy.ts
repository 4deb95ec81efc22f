import type { FastifyRequest } from 'fastify';
import type { User } from '../../../db/schema.ts';
import { actingCompanyId, ownsItem, requireActingCompany } from '../shared/organisation.ts';

/**
 * Resources (docs/product.md section C5): anybody, signed in or not, reads them (they have no inactive state). An
 * organisation user with a company creates resources for it and changes or deletes only its own; anybody else
 * gets the 404 an unknown id gets. Any signed-in user counts a view or a download.
 */
export const resourcePolicy = {
  ownCompanyId: (user: User | null): number | null => actingCompanyId(user),
  canChange: (user: User | null, resource: { company_id: number | null }): boolean => ownsItem(user, resource),
  requireCreator: (request: FastifyRequest) => requireActingCompany(request),
};
