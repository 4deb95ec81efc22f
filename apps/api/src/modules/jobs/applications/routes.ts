import { APPLICATION_STATUSES, FINAL_MOVE_UNDO_MS, JobApplicationAnswer, JobApplicationStatusInput, JobApplyInput, JOBS_MESSAGES, jobsRecordId } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCandidate, requireUser } from '../../../lib/guards.ts';
import { pageOf, pageWindow, PageQuerySchema, toPage } from '../../../lib/pagination.ts';
import { Detail, FieldErrors, IdParams } from '../../../lib/schemas.ts';
import { listQuery } from '../common/schemas.ts';
import { applicationScope, requireStatusChanger, requireViewer, requireWithdrawer } from './policy.ts';
import { presentApplication } from './presenter.ts';
import { answerApplication, applicationsOf } from './reading.service.ts';
import { applyWithReceipt, changeApplicationStatus, holdMove, loadApplication, undoHeldMove, withdraw } from './service.ts';

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
      const row = await applyWithReceipt(app, candidate, request.params.id, request.body?.note ?? '');
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
      const filters = { job: request.query.job, status: request.query.status, awaitingReply: request.query.awaiting_reply === 'true' };
      const { count, results } = await applicationsOf(app.db, scope, user, filters, window);
      return toPage(request, window, count, results);
    },
  );

  app.get(
    '/job-applications/:id/',
    { schema: { tags, summary: 'One application: yours, or one to your own job.', params: IdParams, response: { 200: JobApplicationAnswer, ...errors } } },
    async (request) => {
      requireUser(request);
      const row = await loadApplication(app.db, request.params.id);
      return answerApplication(app.db, row, requireViewer(request, row));
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
    '/job-applications/:id/held-move/',
    {
      schema: {
        tags,
        summary: `Holds a move to rejected or hired (with an optional rejection_note) for ${FINAL_MOVE_UNDO_MS / 1000} seconds: nothing changes and the candidate is told nothing until then, when it is made; until then the member who made it may undo it (DELETE). Members of the job's company only.`,
        params: IdParams,
        body: JobApplicationStatusInput,
        response: { 202: JobApplicationAnswer, ...errors },
      },
      preValidation: async (request) => void requireUser(request),
    },
    async (request, reply) => {
      const row = await loadApplication(app.db, request.params.id);
      const member = requireStatusChanger(request, row);
      await holdMove(app, row, request.body.status, member, request.body.rejection_note);
      return reply.code(202).send(await answerApplication(app.db, row, member));
    },
  );

  app.delete(
    '/job-applications/:id/held-move/',
    {
      schema: {
        tags,
        summary: 'Undoes your held move while its window is open: the application stays where it was and nobody is told (403 for a move another member made, 400 once it has been made).',
        params: IdParams,
        response: { 200: JobApplicationAnswer, ...errors },
      },
    },
    async (request) => {
      requireUser(request);
      const row = await loadApplication(app.db, request.params.id);
      const member = requireStatusChanger(request, row);
      await undoHeldMove(app.db, row, member);
      return presentApplication(row, member);
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
