import { COMPANY_INVITE_DAYS, COMPANY_MEMBER_ROLE_LABELS, isOrganisationRole, TEAM_MESSAGES, type CompanyJoinAnswer, type CompanyMemberRole } from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import type { User } from '../../db/schema.ts';
import { badRequest, fieldError, forbidden } from '../../lib/http-errors.ts';
import { insertInvite, joinWithInvite, removeMember, setMemberRole, type MembershipChange } from '../company-members/index.ts';
import { queueMail, teamInviteMail } from '../mail/index.ts';
import { findUserByEmail } from '../users/index.ts';

const DAY_MS = 86_400_000;

/** E-mails a single-use link to /join, good for 7 days. Refused for somebody already in this organisation. */
export async function inviteToCompany(app: FastifyInstance, owner: User, company: { id: number; name: string }, email: string, role: CompanyMemberRole): Promise<void> {
  const existing = await findUserByEmail(app.db, email);
  if (existing?.company_id === company.id) throw fieldError('email', TEAM_MESSAGES.alreadyMember);
  const token = await insertInvite(app.db, { companyId: company.id, email, role, invitedBy: owner.id, lifetimeMs: COMPANY_INVITE_DAYS * DAY_MS });
  const url = app.mail.appUrl(`/join?token=${encodeURIComponent(token)}`);
  const content = teamInviteMail(owner.name, company.name, COMPANY_MEMBER_ROLE_LABELS[role].toLowerCase(), COMPANY_INVITE_DAYS, url);
  await queueMail(app, { userId: existing?.id ?? null, kind: 'team_invite', to: email, content });
}

/** A signed-in organisation user without a company joins the one the link names. */
export async function joinCompany(app: FastifyInstance, user: User, token: string): Promise<CompanyJoinAnswer> {
  if (!isOrganisationRole(user.role)) throw forbidden(TEAM_MESSAGES.organisationsOnly);
  if (user.company_id !== null) throw badRequest({ non_field_errors: [TEAM_MESSAGES.alreadyInCompany] });
  const joined = await joinWithInvite(app.db, user.id, token);
  if (joined === 'has-company') throw badRequest({ non_field_errors: [TEAM_MESSAGES.alreadyInCompany] });
  if (joined === undefined) throw fieldError('token', TEAM_MESSAGES.invalidLink);
  return { company: joined.companyId, company_name: joined.companyName, role: joined.role };
}

function refuseUnless(change: MembershipChange): void {
  if (change.ok) return;
  if (change.reason === 'last-owner') throw badRequest({ non_field_errors: [TEAM_MESSAGES.lastOwner] });
  throw fieldError('user', TEAM_MESSAGES.notAMember);
}

export async function changeMemberRole(app: FastifyInstance, companyId: number, userId: number, role: CompanyMemberRole): Promise<void> {
  refuseUnless(await setMemberRole(app.db, companyId, userId, role));
}

export async function removeFromCompany(app: FastifyInstance, companyId: number, userId: number): Promise<void> {
  refuseUnless(await removeMember(app.db, companyId, userId));
}
