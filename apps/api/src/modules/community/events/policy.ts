import type { FastifyRequest } from 'fastify';
import type { User } from '../../../db/schema.ts';
import { actingCompanyId, ownsItem, requireActingCompany } from '../shared/organisation.ts';

/**
 * Events (docs/product.md section C5): anybody, signed in or not, reads active events; an inactive event is seen only
 * by its organisation. An organisation user with a company creates events for it and changes or deletes only its
 * own; anybody else gets the 404 an unknown id gets. Lists are scoped by the same rule.
 */
export const eventPolicy = {
  /** The organisation whose inactive events the user also sees (null: active events only). */
  viewerCompanyId: (user: User | null): number | null => actingCompanyId(user),
  canSee: (user: User | null, event: { is_active: number; company_id: number | null }): boolean => event.is_active === 1 || ownsItem(user, event),
  canChange: (user: User | null, event: { company_id: number | null }): boolean => ownsItem(user, event),
  requireCreator: (request: FastifyRequest) => requireActingCompany(request),
};
