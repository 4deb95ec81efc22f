import { EventAnswer, EventInput, EventPatchInput } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../../lib/guards.ts';
import { pageOf, PageQuerySchema, pageWindow, toPage } from '../../../lib/pagination.ts';
import { Detail, errorResponses, FieldErrors } from '../../../lib/schemas.ts';
import { addDays, isoDate, nowIso } from '../../../lib/time.ts';
import { IdParams, QueryFlag, QueryId, QuerySearch } from '../shared/query.ts';
import { eventPolicy } from './policy.ts';
import { cancelRegistrationAs, changeEvent, createEvent, pageOfEvents, presentEvents, registerForEventAs, registerParticipant, removeEvent, visibleEvent } from './service.ts';
import { requireCommunityCandidate } from '../shared/organisation.ts';

const tags = ['events'];
const ListQuery = PageQuerySchema.extend({
  company: QueryId.optional(),
  mine: QueryFlag.optional(),
  is_online: QueryFlag.optional(),
  search: QuerySearch.optional(),
  ordering: z.enum(['start_date', '-start_date']).optional(),
});
const EventPage = pageOf(EventAnswer);
const listResponses = { 200: EventPage, 400: FieldErrors };
const FILTERS = 'Filters: company (id), mine=true (your organisation\'s, inactive included), is_online, search (title, description, type, location, city); ordering start_date or -start_date.';

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events/',
    { schema: { tags, summary: `Events, soonest first. Public: inactive events only for their organisation. ${FILTERS}`, querystring: ListQuery, response: listResponses } },
    async (request) => {
      const window = pageWindow(request.query);
      const { count, results } = await pageOfEvents(app.db, request.user, request.query, window);
      return toPage(request, window, count, results);
    },
  );

  app.get(
    '/events/today/',
    { schema: { tags, summary: `Events starting today (UTC). ${FILTERS}`, querystring: ListQuery, response: listResponses } },
    async (request) => {
      const window = pageWindow(request.query);
      const today = new Date();
      const startsFrom = `${isoDate(today)}T00:00:00.000Z`;
      const startsBefore = `${isoDate(addDays(today, 1))}T00:00:00.000Z`;
      const { count, results } = await pageOfEvents(app.db, request.user, request.query, window, { startsFrom, startsBefore });
      return toPage(request, window, count, results);
    },
  );

  app.get(
    '/events/upcoming/',
    { schema: { tags, summary: `Active events that have not started yet, soonest first. ${FILTERS}`, querystring: ListQuery, response: listResponses } },
    async (request) => {
      const window = pageWindow(request.query);
      const { count, results } = await pageOfEvents(app.db, request.user, { ...request.query, ordering: 'start_date' }, window, { startsFrom: nowIso(), activeOnly: true });
      return toPage(request, window, count, results);
    },
  );

  app.get(
    '/events/:id/',
    { schema: { tags, summary: 'One event. Public (an inactive one only for its organisation).', params: IdParams, response: { 200: EventAnswer, 400: FieldErrors, 404: Detail } } },
    async (request) => {
      const [answer] = await presentEvents(app.db, [await visibleEvent(app.db, request.user, request.params.id)], request.user);
      return answer;
    },
  );

  app.post(
    '/events/',
    {
      schema: {
        tags,
        summary: 'Creates an event for your organisation (organisation users with a company). tags: names (created when new) or ids, at most 10.',
        body: EventInput,
        response: { 201: EventAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user, companyId } = eventPolicy.requireCreator(request);
      return reply.code(201).send(await createEvent(app.db, user, companyId, request.body));
    },
  );

  const change = { tags, params: IdParams, response: { 200: EventAnswer, ...errorResponses } };
  app.put(
    '/events/:id/',
    { schema: { ...change, summary: "Replaces an event of your organisation's (title, start_date, end_date required).", body: EventInput } },
    async (request) => changeEvent(app.db, requireUser(request), request.params.id, request.body),
  );
  app.patch(
    '/events/:id/',
    { schema: { ...change, summary: "Changes some fields of an event of your organisation's.", body: EventPatchInput } },
    async (request) => changeEvent(app.db, requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/events/:id/',
    { schema: { tags, summary: "Deletes an event of your organisation's.", params: IdParams, response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      await removeEvent(app.db, requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/events/:id/increment_participants/',
    {
      schema: {
        tags,
        summary: "Counts one more participant (signed-in users). 400 'This event is full.' or 'Registration is closed.'",
        params: IdParams,
        response: { 200: EventAnswer, ...errorResponses },
      },
    },
    async (request) => registerParticipant(app.db, requireUser(request), request.params.id),
  );

  const registration = { tags, params: IdParams, response: { 200: EventAnswer, 409: Detail, ...errorResponses } };
  app.post(
    '/events/:id/register/',
    {
      schema: { ...registration, summary: "Registers the signed-in candidate, once. 409 'This event is full.' at capacity; 400 'Registration is closed.'" },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => registerForEventAs(app.db, requireCommunityCandidate(request), request.params.id),
  );
  app.delete(
    '/events/:id/register/',
    { schema: { ...registration, summary: "Cancels the signed-in candidate's registration, giving the place back." } },
    async (request) => cancelRegistrationAs(app.db, requireCommunityCandidate(request), request.params.id),
  );
};
