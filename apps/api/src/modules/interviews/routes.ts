import { InterviewAnswer, InterviewBookInput, InterviewCancelInput, InterviewProposalInput, InterviewRescheduleInput, INTERVIEW_STATUSES, jobsRecordId } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { requireUser } from '../../lib/guards.ts';
import { notFound } from '../../lib/http-errors.ts';
import { pageOf, PageQuerySchema, pageWindow, toPage } from '../../lib/pagination.ts';
import { Detail, FieldErrors, IdParams } from '../../lib/schemas.ts';
import { loadApplication } from '../jobs/index.ts';
import { interviewScope, requireParty, requireSide } from './policy.ts';
import { presentInterview } from './presenter.ts';
import { book, cancel, currentCalendar, interviewsOf, loadInterview, propose, reschedule, type InterviewServices, type LoadedInterview } from './service.ts';

const tags = ['interviews'];
const errors = { 400: FieldErrors, 401: Detail, 403: Detail, 404: Detail, 429: Detail };
const ListQuery = PageQuerySchema.extend({
  application: jobsRecordId.optional(),
  job: jobsRecordId.optional(),
  status: z.enum(INTERVIEW_STATUSES, { error: `Choose one of ${INTERVIEW_STATUSES.join(', ')}.` }).optional(),
});
const present = ({ row, slots }: LoadedInterview) => presentInterview(row, slots);

/** Interviews (docs/product.md section C19): proposed by the job's organisation, booked by the candidate, in calendars. */
export const interviewRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const services = (): InterviewServices => ({ db: app.db, notifier: app.notifier, calendar: { appUrl: app.mail.appUrl } });
  // Every change sends a notice and often an e-mail: per person, not a mailing list.
  const limited = { rateLimit: { max: config.INTERVIEW_RATE_LIMIT, timeWindow: '1 hour' } };

  app.post(
    '/job-applications/:id/interviews/',
    {
      schema: { tags, summary: 'Proposes 1 to 5 interview times for an applicant to your job, with a place or a video link and a note.', params: IdParams, body: InterviewProposalInput, response: { 201: InterviewAnswer, ...errors } },
      preValidation: async (request) => void requireUser(request),
      config: limited,
    },
    async (request, reply) => {
      const application = await loadApplication(app.db, request.params.id);
      const organiser = requireSide(request, application, 'organisation');
      return reply.code(201).send(present(await propose(services(), application, organiser, request.body)));
    },
  );

  app.get(
    '/interviews/',
    {
      schema: {
        tags,
        summary: "Interviews: a candidate's own, or those for your jobs' applicants (filters: application, job, status), newest first.",
        querystring: ListQuery,
        response: { 200: pageOf(InterviewAnswer), 400: FieldErrors, 401: Detail },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const window = pageWindow(request.query);
      const scope = interviewScope(user);
      if (!scope) return toPage(request, window, 0, []);
      const filters = { application: request.query.application, job: request.query.job, status: request.query.status };
      const { count, results } = await interviewsOf(app.db, scope, filters, window);
      return toPage(request, window, count, results);
    },
  );

  app.get(
    '/interviews/:id/',
    { schema: { tags, summary: 'One interview: yours, or one for your job.', params: IdParams, response: { 200: InterviewAnswer, ...errors } } },
    async (request) => {
      requireUser(request);
      const loaded = await loadInterview(app.db, request.params.id);
      requireParty(request, loaded.row);
      return present(loaded);
    },
  );

  app.post(
    '/interviews/:id/book/',
    {
      schema: { tags, summary: 'Books one of the offered times (candidates): the application moves to interview and both sides get a calendar invitation.', params: IdParams, body: InterviewBookInput, response: { 200: InterviewAnswer, 409: Detail, ...errors } },
      preValidation: async (request) => void requireUser(request),
      config: limited,
    },
    async (request) => {
      const loaded = await loadInterview(app.db, request.params.id);
      const candidate = requireSide(request, loaded.row, 'candidate');
      return present(await book(services(), loaded, request.body.slot, candidate));
    },
  );

  app.post(
    '/interviews/:id/reschedule/',
    {
      schema: { tags, summary: 'Reschedules: the organisation proposes new times with a reason; the candidate gives a reason to ask for other times.', params: IdParams, body: InterviewRescheduleInput, response: { 200: InterviewAnswer, ...errors } },
      preValidation: async (request) => void requireUser(request),
      config: limited,
    },
    async (request) => {
      const loaded = await loadInterview(app.db, request.params.id);
      const { side } = requireParty(request, loaded.row);
      return present(await reschedule(services(), loaded, side, request.body));
    },
  );

  app.post(
    '/interviews/:id/cancel/',
    {
      schema: { tags, summary: 'Cancels the interview with a reason (either side); calendars that hold it are sent METHOD:CANCEL.', params: IdParams, body: InterviewCancelInput, response: { 200: InterviewAnswer, ...errors } },
      preValidation: async (request) => void requireUser(request),
      config: limited,
    },
    async (request) => {
      const loaded = await loadInterview(app.db, request.params.id);
      const { side } = requireParty(request, loaded.row);
      return present(await cancel(services(), loaded, side, request.body.reason));
    },
  );

  app.get(
    '/interviews/:id/ics/',
    {
      schema: { tags, summary: 'The booked interview as a calendar file (text/calendar; METHOD:CANCEL once cancelled); 404 before a booking.', params: IdParams, response: { 200: z.any().describe('The iCalendar file.'), ...errors } },
    },
    async (request, reply) => {
      requireUser(request);
      const loaded = await loadInterview(app.db, request.params.id);
      requireParty(request, loaded.row);
      const part = currentCalendar(loaded, { appUrl: app.mail.appUrl });
      if (!part) throw notFound();
      return reply
        .header('content-type', `text/calendar; charset=utf-8; method=${part.method}`)
        .header('content-disposition', `attachment; filename="interview-${loaded.row.id}.ics"`)
        .header('cache-control', 'private, no-store')
        .send(part.content);
    },
  );
};

