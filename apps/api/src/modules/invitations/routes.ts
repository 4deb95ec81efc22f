import { databaseId, DeclineInput, InvitationAnswer, InvitationInput } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { requireRole, requireUser } from '../../lib/guards.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { pageOf, PageQuerySchema, pageWindow, toPage } from '../../lib/pagination.ts';
import { Detail, FieldErrors, IdParams } from '../../lib/schemas.ts';
import { applyWithReceipt, jobPolicy, findJob } from '../jobs/index.ts';
import { canSeeInvitation, invitationScope } from './policy.ts';
import { presentInvitation } from './presenter.ts';
import { accept, decline, invitationsOf, invite, loadInvitation } from './service.ts';

const tags = ['invitations'];
const errors = { 400: FieldErrors, 401: Detail, 403: Detail, 404: Detail, 429: Detail };
const ListQuery = PageQuerySchema.extend({ job: databaseId('A valid integer is required.').optional() });

/** Invitations to apply (docs/product.md section C11): sent by a job's organisation, answered by the candidate. */
export const invitationRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/jobprofile/:id/invite/',
    {
      schema: { tags, summary: 'Invites a candidate ranked for your active job to apply (once per candidate and job).', params: IdParams, body: InvitationInput, response: { 201: InvitationAnswer, ...errors } },
      // Per sender: invitations are not a mailing list.
      config: { rateLimit: { max: config.INVITATION_RATE_LIMIT, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const job = await findJob(app.db, request.params.id);
      if (!job) throw notFound();
      const owner = jobPolicy.requireOwner(request, job);
      const row = await invite(app.db, app.notifier, app.matching, owner, job, request.body.candidate, request.body.message);
      return reply.code(201).send(presentInvitation(row));
    },
  );

  app.get(
    '/invitations/',
    { schema: { tags, summary: 'Your invitations (a candidate) or those your company sent (an organisation; job= for one job), newest first.', querystring: ListQuery, response: { 200: pageOf(InvitationAnswer), ...errors } } },
    async (request) => {
      const scope = invitationScope(requireUser(request));
      if (!scope) throw forbidden();
      const window = pageWindow(request.query);
      const { count, results } = await invitationsOf(app.db, scope, request.query.job, window);
      return toPage(request, window, count, results);
    },
  );

  const ownInvitation = async (request: Parameters<typeof requireUser>[0], id: number) => {
    const candidate = requireRole(request, ['candidate']);
    const row = await loadInvitation(app.db, id);
    if (!canSeeInvitation(candidate, row) || row.candidate_id !== candidate.id) throw notFound();
    return { candidate, row };
  };

  app.post(
    '/invitations/:id/accept/',
    { schema: { tags, summary: 'Accepts an invitation: you apply to the job with your profile.', params: IdParams, response: { 200: InvitationAnswer, ...errors } } },
    async (request) => {
      const { candidate, row } = await ownInvitation(request, request.params.id);
      return presentInvitation(await accept(app.db, app.notifier, row, () => applyWithReceipt(app, candidate, row.job_id, '')));
    },
  );

  app.post(
    '/invitations/:id/decline/',
    { schema: { tags, summary: 'Declines an invitation, with a reason the organisation sees if you give one.', params: IdParams, body: DeclineInput.nullish(), response: { 200: InvitationAnswer, ...errors } } },
    async (request) => {
      const { row } = await ownInvitation(request, request.params.id);
      return presentInvitation(await decline(app.db, app.notifier, row, request.body?.reason));
    },
  );
};
