import { Detail } from '../../../lib/schemas.ts';
import { ShiftAnswer, ShiftHoursInput, ShiftInput, ShiftList, ShiftVolunteer, ShiftVolunteerList } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../../lib/guards.ts';
import { errorResponses } from '../../../lib/schemas.ts';
import { requireActingCompany, requireCommunityCandidate } from '../shared/organisation.ts';
import { IdParams } from '../shared/query.ts';
import { cancelSignUp, confirmHours, createShift, hoursCsv, listShifts, shiftIcs, shiftVolunteers, signUp } from './service.ts';

const tags = ['volunteer-shifts'];

/** Shifts, sign-ups and hours of volunteer roles (docs/product.md section C21). */
export const shiftRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/volunteer-opportunities/:id/shifts/',
    { schema: { tags, summary: "Adds a dated shift with a capacity to your organisation's role: { start, end, capacity }.", params: IdParams, body: ShiftInput, response: { 201: ShiftAnswer, ...errorResponses } } },
    async (request, reply) => reply.code(201).send(await createShift(app.db, requireUser(request), request.params.id, request.body)),
  );

  app.get(
    '/volunteer-opportunities/:id/shifts/',
    { schema: { tags, summary: "A role's shifts, soonest first, with places_left (the role's organisation also sees past ones).", params: IdParams, response: { 200: ShiftList, ...errorResponses } } },
    async (request) => ({ results: await listShifts(app.db, request.user, request.params.id) }),
  );

  const signup = { tags, params: IdParams, response: { 200: ShiftAnswer, 409: Detail, ...errorResponses } };
  app.post(
    '/shifts/:id/signup/',
    { schema: { ...signup, summary: "An accepted volunteer takes a place, once; 409 'This shift is full.' at capacity." }, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request) => signUp({ db: app.db, notifier: app.notifier, appUrl: app.mail.appUrl }, requireCommunityCandidate(request), request.params.id),
  );
  app.delete(
    '/shifts/:id/signup/',
    { schema: { ...signup, summary: 'Gives the place back (before the shift starts).' } },
    async (request) => cancelSignUp({ db: app.db, notifier: app.notifier, appUrl: app.mail.appUrl }, requireCommunityCandidate(request), request.params.id),
  );

  app.get(
    '/shifts/:id/ics/',
    { schema: { tags, summary: 'The shift as an iCalendar file, for a volunteer signed up to it.', params: IdParams, response: { 200: z.string(), ...errorResponses } } },
    async (request, reply) =>
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="shift-${request.params.id}.ics"`)
        .header('cache-control', 'no-store')
        .send(await shiftIcs(app.db, requireUser(request), request.params.id, app.mail.appUrl)),
  );

  app.get(
    '/shifts/:id/volunteers/',
    { schema: { tags, summary: "Who signed up to a shift of your organisation's, with the hours confirmed.", params: IdParams, response: { 200: ShiftVolunteerList, ...errorResponses } } },
    async (request) => ({ results: await shiftVolunteers(app.db, requireUser(request), request.params.id) }),
  );

  app.post(
    '/shifts/:id/hours/',
    { schema: { tags, summary: 'After the shift, confirms the hours a volunteer gave: { user, hours } (quarters of an hour, at most 24).', params: IdParams, body: ShiftHoursInput, response: { 200: ShiftVolunteer, ...errorResponses } } },
    async (request) => confirmHours(app.db, requireUser(request), request.params.id, request.body.user, request.body.hours),
  );

  app.get(
    '/volunteer-hours/export/',
    { schema: { tags, summary: "Your organisation's confirmed volunteer hours as CSV, shift by shift, for funders.", response: { 200: z.string(), ...errorResponses } } },
    async (request, reply) => {
      const { companyId } = requireActingCompany(request);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="volunteer-hours-${new Date().toISOString().slice(0, 10)}.csv"`)
        .header('cache-control', 'no-store')
        .send(await hoursCsv(app.db, companyId));
    },
  );
};
