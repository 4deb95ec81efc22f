import { ORGANISATION_ROLES } from '@tandem/contract';
import type { FastifyRequest } from 'fastify';
import type { Company, User } from '../../../db/schema.ts';
import { requireRole } from '../../../lib/guards.ts';
import { isMember, requireOwner } from '../../company-members/index.ts';

// Companies (docs/product.md section C5): anybody reads the public fields; an organisation user creates one when they
// have none; the company's members see its contact details, and only its owners change it (docs/product.md section C18). A company is
// public, so a signed-in outsider's write is a 403 (not a 404: its existence is no secret).

/** The company's own users: its members (company-members). */
export const isCompanyMember = isMember;

/** Who may create a company: an organisation user (the "one company" rule is the service's). */
export const requireCompanyCreator = (request: FastifyRequest): User => requireRole(request, ORGANISATION_ROLES);

/** Who may change a company: 401 anonymous, 403 anybody but its owners. */
export const requireCompanyOwner = (request: FastifyRequest, company: Company): User => requireOwner(request, company.id);
