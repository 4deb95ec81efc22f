import {
  COMPANY_INVITES_PER_HOUR,
  CompanyInviteInput,
  CompanyJoinAnswer,
  CompanyJoinInput,
  CompanyMemberRoleInput,
  CompanyMembersAnswer,
  TEAM_MESSAGES,
} from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/guards.ts';
import { Detail, FieldErrors, IdParams } from '../../lib/schemas.ts';
import { abilitiesOf, membersOf, presentMember, requireMember, requireOwner } from '../company-members/index.ts';
import { loadCompany } from '../jobs/index.ts';
import { changeMemberRole, inviteToCompany, joinCompany, removeFromCompany } from './service.ts';

const tags = ['team'];
const errors = { 400: FieldErrors, 401: Detail, 403: Detail, 404: Detail, 429: Detail };
const MemberParams = IdParams.extend({ userId: IdParams.shape.id });

/** A company's team (docs/product.md section C18): its members, invitations to join, roles and removal. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company/:id/members/',
    { schema: { tags, summary: "The company's members with their roles (members only), and what you may do in it.", params: IdParams, response: { 200: CompanyMembersAnswer, ...errors } } },
    async (request) => {
      const company = await loadCompany(app.db, request.params.id);
      const user = requireMember(request, company.id);
      return { results: (await membersOf(app.db, company.id)).map(presentMember), abilities: abilitiesOf(user) };
    },
  );

  app.post(
    '/company/:id/members/invite/',
    {
      schema: { tags, summary: 'E-mails a single-use link to join the company (7 days) to this address, with this role (owners only).', params: IdParams, body: CompanyInviteInput, response: { 201: Detail, ...errors } },
      // Invitations send e-mail: counted per owner, so they are not a mailing list.
      config: { rateLimit: { max: COMPANY_INVITES_PER_HOUR, timeWindow: '1 hour', keyGenerator: (request) => `team-invite:${request.user?.id ?? request.ip}` } },
    },
    async (request, reply) => {
      const company = await loadCompany(app.db, request.params.id);
      const owner = requireOwner(request, company.id);
      await inviteToCompany(app, owner, company, request.body.email, request.body.role);
      return reply.code(201).send({ detail: TEAM_MESSAGES.invited });
    },
  );

  app.post(
    '/company/join/',
    {
      schema: { tags, summary: 'Joins the company of an invitation link (a signed-in organisation user without a company).', body: CompanyJoinInput, response: { 200: CompanyJoinAnswer, ...errors } },
      config: { rateLimit: { max: 30, timeWindow: '1 hour', keyGenerator: (request) => `team-join:${request.user?.id ?? request.ip}` } },
    },
    async (request) => joinCompany(app, requireUser(request), request.body.token),
  );

  app.patch(
    '/company/:id/members/:userId/',
    { schema: { tags, summary: "Changes a member's role (owners only); a company keeps at least one owner.", params: MemberParams, body: CompanyMemberRoleInput, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const company = await loadCompany(app.db, request.params.id);
      requireOwner(request, company.id);
      await changeMemberRole(app, company.id, request.params.userId, request.body.role);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/company/:id/members/:userId/',
    { schema: { tags, summary: 'Removes a member (owners; a member may remove themself). They keep their account, without a company.', params: MemberParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const company = await loadCompany(app.db, request.params.id);
      const user = requireMember(request, company.id);
      if (user.id !== request.params.userId) requireOwner(request, company.id);
      await removeFromCompany(app, company.id, request.params.userId);
      return reply.code(204).send(null);
    },
  );
};
