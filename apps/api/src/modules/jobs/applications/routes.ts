import { APPLICATION_STATUSES, JobApplicationAnswer, JobApplicationStatusInput, JobApplyInput, JOBS_MESSAGES, jobsRecordId } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../../lib/guards.ts';
import { pageOf, pageWindow, PageQuerySchema, toPage } from '../../../lib/pagination.ts';
import { Detail, FieldErrors, IdParams } from '../../../lib/schemas.ts';
import { listQuery } from '../common/schemas.ts';
import { applicationScope, requireCandidate, requireStatusChanger, requireViewer, requireWithdrawer } from './policy.ts';
import { presentApplication } from './presenter.ts';
import { listApplications } from './repository.ts';
import { applyToJob, changeApplicationStatus, loadApplication, withdraw } from './service.ts';

const tags = ['applications'];
const errors = { 400: FieldErrors, 401: Detail, 403: Detail, 404: Detail };
const ListQuery = listQuery({
  ...PageQuerySchema.shape,
  job: jobsRecordId.optional(),
  status: z.enum(APPLICATION_STATUSES, { error: JOBS_MESSAGES.applicationStatus }).optional(),
  awaiting_reply: z.enum(['true', 'false'], { error: JOBS_MESSAGES.invalidBoolean }).optional(),
});

export const jobApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/jobprofile/:id/apply/',
    {
      schema: { tags, summary: 'Applies to an active job (candidates, once), with an optional short note.', params: IdParams, body: JobApplyInput.nullish(), response: { 201: JobApplicationAnswer, ...errors } },
      preValidation: async (request) => void requireCandidate(request),
    },
    async (request, reply) => {
      const candidate = requireCandidate(request);
      const row = await applyToJob(app.db, app.notifier, app.replies, candidate, request.params.id, request.body?.note ?? '');
      return reply.code(201).send(presentApplication(row, candidate));
    },
  );

  app.get(
    '/job-applications/',
    {
      schema: {
        tags,
        summary: "Applications: a candidate's own, or an organisation's applicants to its own jobs (with their contact details). Filters: job, status, awaiting_reply (still owed an answer: soonest reply deadline first). Newest first otherwise.",
        querystring: ListQuery,
        response: { 200: pageOf(JobApplicationAnswer), 400: FieldErrors, 401: Detail },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const window = pageWindow(request.query);
      const scope = applicationScope(user);
      if (!scope) return toPage(request, window, 0, []);
      const { count, rows } = await listApplications(app.db, scope, { job: request.query.job, status: request.query.status, awaitingReply: request.query.awaiting_reply === 'true' }, window);
      return toPage(request, window, count, rows.map((row) => presentApplication(row, user)));
    },
  );

  app.get(
    '/job-applications/:id/',
    { schema: { tags, summary: 'One application: yours, or one to your own job.', params: IdParams, response: { 200: JobApplicationAnswer, ...errors } } },
    async (request) => {
      requireUser(request);
      const row = await loadApplication(app.db, request.params.id);
      return presentApplication(row, requireViewer(request, row));
    },
  );

  app.patch(
    '/job-applications/:id/',
    {
      schema: {
        tags,
        summary: 'Moves an application to your job along applied → screening → interview → offer → hired (stages may be skipped), or to rejected from any open stage (with an optional kind rejection_note); a move is the reply the candidate is owed.',
        params: IdParams,
        body: JobApplicationStatusInput,
        response: { 200: JobApplicationAnswer, ...errors },
      },
      preValidation: async (request) => void requireUser(request),
    },
    async (request) => {
      const row = await loadApplication(app.db, request.params.id);
      const owner = requireStatusChanger(request, row);
      return presentApplication(await changeApplicationStatus(app.db, app.notifier, row, request.body.status, owner, request.body.rejection_note), owner);
    },
  );

  app.post(
    '/job-applications/:id/withdraw/',
    { schema: { tags, summary: 'Withdraws your open application (candidates).', params: IdParams, response: { 200: JobApplicationAnswer, ...errors } } },
    async (request) => {
      requireUser(request);
      const row = await loadApplication(app.db, request.params.id);
      const candidate = requireWithdrawer(request, row);
      return presentApplication(await withdraw(app.db, app.notifier, row, candidate), candidate);
    },
  );
};
