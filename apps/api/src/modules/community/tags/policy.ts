import type { FastifyRequest } from 'fastify';
import type { User } from '../../../db/schema.ts';
import { actingCompanyId, requireActingCompany } from '../shared/organisation.ts';

/**
 * Tags are a shared vocabulary: anybody reads them, an organisation user with a company creates them. The tags
 * table records no owner, so ownership follows use: an organisation may rename, recolour or delete a tag that only
 * its own events and resources carry (or that nothing carries yet). A tag another organisation's items carry is
 * not theirs: 404, as for any object that is not the caller's.
 */
export const tagPolicy = {
  requireCreator: (request: FastifyRequest) => requireActingCompany(request),

  canChange(user: User | null, companiesUsingTag: (number | null)[]): boolean {
    const companyId = actingCompanyId(user);
    return companyId !== null && companiesUsingTag.every((id) => id === companyId);
  },
};
