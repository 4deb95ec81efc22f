import { isOrganisationRole, type CompanyAbilities, type CompanyMemberRole } from '@tandem/contract';
import type { FastifyRequest } from 'fastify';
import type { User } from '../../db/schema.ts';
import { requireUser } from '../../lib/guards.ts';
import { forbidden } from '../../lib/http-errors.ts';

// Who may do what in a company (docs/product.md section C18), written once and read by every other policy through this
// module's index: every member sees and manages the company's jobs, applicants, conversations, events, resources
// and volunteer roles; only owners invite, remove, change roles and edit the company. A company is public, so a
// signed-in outsider is refused with a 403, never a 404.

/** The user's role in this company, or null when they do not belong to it. */
function roleIn(user: User | null, companyId: number | null): CompanyMemberRole | null {
  if (user === null || companyId === null || user.company_id !== companyId || !isOrganisationRole(user.role)) return null;
  return user.company_role === 'owner' ? 'owner' : 'member';
}

export const isMember = (user: User | null, companyId: number | null): boolean => roleIn(user, companyId) !== null;
const isOwner = (user: User | null, companyId: number | null): boolean => roleIn(user, companyId) === 'owner';

/** The company a user acts for, when they belong to one. */
export const companyOf = (user: User | null): number | null => (user !== null && isOrganisationRole(user.role) ? user.company_id : null);

/** What the web may offer this user in their own company: it shows these, never re-deriving them. */
export function abilitiesOf(user: User | null): CompanyAbilities {
  const role = roleIn(user, companyOf(user));
  return { role, manage_jobs: role !== null, manage_members: role === 'owner', edit_company: role === 'owner' };
}

/** 401 anonymous, 403 anybody who does not belong to the company. */
export function requireMember(request: FastifyRequest, companyId: number): User {
  const user = requireUser(request);
  if (!isMember(user, companyId)) throw forbidden();
  return user;
}

/** 401 anonymous, 403 anybody but the company's owners. */
export function requireOwner(request: FastifyRequest, companyId: number): User {
  const user = requireMember(request, companyId);
  if (!isOwner(user, companyId)) throw forbidden();
  return user;
}
