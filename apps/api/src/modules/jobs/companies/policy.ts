import { isOrganisationRole, ORGANISATION_ROLES } from '@tandem/contract';
import type { FastifyRequest } from 'fastify';
import type { Company, User } from '../../../db/schema.ts';
import { requireRole, requireUser } from '../../../lib/guards.ts';
import { forbidden } from '../../../lib/http-errors.ts';

// Companies (docs/product.md section C5): anybody reads the public fields; an organisation user creates one when they
// have none; only the company's own users (users.company_id) see its contact details and change it. A company is
// public, so a signed-in outsider's write is a 403 (not a 404: its existence is no secret).

/** The company's own users: those linked to it. */
export const isCompanyMember = (user: User | null, companyId: number): boolean => user !== null && user.company_id === companyId;

/** Who may create a company: an organisation user (the "one company" rule is the service's). */
export const requireCompanyCreator = (request: FastifyRequest): User => requireRole(request, ORGANISATION_ROLES);

/** Who may change a company: 401 anonymous, 403 anybody but its own users. */
export function requireCompanyMember(request: FastifyRequest, company: Company): User {
  const user = requireUser(request);
  if (!isOrganisationRole(user.role) || !isCompanyMember(user, company.id)) throw forbidden();
  return user;
}
