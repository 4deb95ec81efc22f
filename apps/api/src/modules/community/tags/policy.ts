import type { FastifyRequest } from 'fastify';
import type { User } from '../../../db/schema.ts';
import { actingCompanyId, requireActingCompany } from '../shared/organisation.ts';

/**
 * Tags are a shared vocabulary: anybody reads them, an organisation user with a company creates them, and the
 * tag records that company (migration 0021). An organisation may rename, recolour or delete a tag it created that
 * no other organisation's items carry; a tag from before owners were recorded (or made by naming it on an item),
 * only when its items carry it and no one else's do. Anything else is not theirs: 404, as for any object that is
 * not the caller's; in particular a tag nobody uses yet belongs to its creator, not to the first to reach it.
 */
export const tagPolicy = {
  requireCreator: (request: FastifyRequest) => requireActingCompany(request),

  canChange(user: User | null, tag: { company_id: number | null }, companiesUsingTag: (number | null)[]): boolean {
    const companyId = actingCompanyId(user);
    if (companyId === null || !companiesUsingTag.every((id) => id === companyId)) return false;
    return tag.company_id === null ? companiesUsingTag.length > 0 : tag.company_id === companyId;
  },
};
