import {
  MyVolunteerInterest,
  VolunteerDeclineInput,
  VolunteerFilters,
  VolunteerInterestAnswer,
  VolunteerInterestInput,
  VolunteerLocationsAnswer,
  VolunteerOpportunityAnswer,
  VolunteerOpportunityInput,
  VolunteerOpportunityPatchInput,
  VOLUNTEERING_LIMITS,
} from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../../lib/guards.ts';
import { pageOf, PageQuerySchema, pageWindow, toPage } from '../../../lib/pagination.ts';
import { Detail, errorResponses, FieldErrors } from '../../../lib/schemas.ts';
import { IdParams, QueryFlag, QueryId } from '../shared/query.ts';
import { answerVolunteer, expressInterest, interestedIn, myInterests } from './interest-service.ts';
import { opportunityPolicy } from './policy.ts';
import {
  changeOpportunity,
  createOpportunity,
  opportunityAnswer,
  opportunityPlaces,
  pageOfMyOpportunities,
  pageOfOpportunities,
  removeOpportunity,
  withdrawInterest,
} from './service.ts';

const tags = ['volunteer-opportunities'];
const PersonParams = IdParams.extend({ userId: QueryId });
const ListQuery = PageQuerySchema.extend({ ...VolunteerFilters.shape, company: QueryId.optional(), mine: QueryFlag.optional() });
const OpportunityPage = pageOf(VolunteerOpportunityAnswer);
const FILTERS =
  "Filters as /volunteer sends them: search (title, description, keywords, organisation name; any case), location (Any, Remote or a city), commitment (Any, One-time, Weekly, Monthly, Flexible), category (All, Marketing, Technology, Design, Finance, Operations); also company (id) and mine=true.";

export const volunteerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/volunteer-opportunities/',
    { schema: { tags, summary: `Volunteer opportunities, newest first. Public: inactive ones only for their organisation. ${FILTERS}`, querystring: ListQuery, response: { 200: OpportunityPage, 400: FieldErrors } } },
    async (request) => {
      const window = pageWindow(request.query);
      const { count, results } = await pageOfOpportunities(app.db, request.user, request.query, window, {}, app.rankOpportunities);
      return toPage(request, window, count, results);
    },
  );

  app.get(
    '/volunteer-opportunities/locations/',
    { schema: { tags, summary: 'Where the active opportunities are: their cities (each once, A to Z) and whether any is remote. Public.', response: { 200: VolunteerLocationsAnswer } } },
    async () => opportunityPlaces(app.db),
  );

  app.get(
    '/volunteer-opportunities/my_opportunities/',
    {
      schema: {
        tags,
        summary: `A candidate's: those they are interested in. An organisation's: its own, inactive included. ${FILTERS}`,
        querystring: ListQuery,
        response: { 200: OpportunityPage, 400: FieldErrors, 401: Detail },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const { count, results } = await pageOfMyOpportunities(app.db, requireUser(request), request.query, window);
      return toPage(request, window, count, results);
    },
  );

  app.get(
    '/volunteer-opportunities/:id/',
    { schema: { tags, summary: 'One opportunity. Public (an inactive one only for its organisation).', params: IdParams, response: { 200: VolunteerOpportunityAnswer, 400: FieldErrors, 404: Detail } } },
    async (request) => opportunityAnswer(app.db, request.user, request.params.id),
  );

  app.post(
    '/volunteer-opportunities/',
    {
      schema: {
        tags,
        summary: 'Creates an opportunity for your organisation (organisation users with a company). keywords: comma-separated text or a list; time_commitment defaults to flexible.',
        body: VolunteerOpportunityInput,
        response: { 201: VolunteerOpportunityAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user, companyId } = opportunityPolicy.requireCreator(request);
      return reply.code(201).send(await createOpportunity(app.db, user, companyId, request.body));
    },
  );

  const change = { tags, params: IdParams, response: { 200: VolunteerOpportunityAnswer, ...errorResponses } };
  app.put(
    '/volunteer-opportunities/:id/',
    { schema: { ...change, summary: "Replaces an opportunity of your organisation's (title and category required).", body: VolunteerOpportunityInput } },
    async (request) => changeOpportunity(app.db, requireUser(request), request.params.id, request.body),
  );
  app.patch(
    '/volunteer-opportunities/:id/',
    { schema: { ...change, summary: "Changes some fields of an opportunity of your organisation's.", body: VolunteerOpportunityPatchInput } },
    async (request) => changeOpportunity(app.db, requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/volunteer-opportunities/:id/',
    { schema: { tags, summary: "Deletes an opportunity of your organisation's.", params: IdParams, response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      await removeOpportunity(app.db, requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/volunteer-opportunities/:id/interest/',
    {
      schema: {
        tags,
        summary:
          "Apply Now: the signed-in candidate's note and consent to share their name and e-mail (share_contact: true). Tells the organisation at once (bell, e-mail as its settings say) and gives it a reply deadline; asking again changes nothing.",
        params: IdParams,
        body: VolunteerInterestInput,
        response: { 200: VolunteerOpportunityAnswer, ...errorResponses },
      },
      // It sends e-mail to every member of the organisation.
      config: { rateLimit: { max: VOLUNTEERING_LIMITS.interestsPerHour, timeWindow: '1 hour' } },
    },
    async (request) => expressInterest(app.db, app.notifier, app.replies.windowMs, opportunityPolicy.requireCandidate(request), request.params.id, request.body.note),
  );

  app.get(
    '/volunteer-opportunities/:id/interest/',
    {
      schema: {
        tags,
        summary: "Who is interested in your organisation's role, newest first: user { id, name, email } (shared with consent), note, match_score, status.",
        params: IdParams,
        response: { 200: z.object({ results: z.array(VolunteerInterestAnswer) }), ...errorResponses },
      },
    },
    async (request) => ({ results: await interestedIn(app.db, app.rankOpportunities, requireUser(request), request.params.id) }),
  );

  const answer = { tags, params: PersonParams, response: { 200: VolunteerInterestAnswer, ...errorResponses } };
  const answerLimit = { rateLimit: { max: VOLUNTEERING_LIMITS.answersPerHour, timeWindow: '1 hour' } };
  app.post(
    '/volunteer-opportunities/:id/interest/:userId/accept/',
    { schema: { ...answer, summary: 'Accepts a pending volunteer (they are told, and may sign up to the role\'s shifts).' }, config: answerLimit },
    async (request) => answerVolunteer(app.db, app.notifier, requireUser(request), request.params.id, request.params.userId, 'accepted', null),
  );
  app.post(
    '/volunteer-opportunities/:id/interest/:userId/decline/',
    { schema: { ...answer, summary: 'Declines a pending volunteer kindly, with an optional reason they are shown.', body: VolunteerDeclineInput }, config: answerLimit },
    async (request) => answerVolunteer(app.db, app.notifier, requireUser(request), request.params.id, request.params.userId, 'declined', request.body?.reason?.trim() || null),
  );

  app.get(
    '/volunteer-interests/',
    { schema: { tags, summary: "The signed-in candidate's volunteering interests with each answer and reply deadline (/applications).", response: { 200: z.object({ results: z.array(MyVolunteerInterest) }), 401: Detail, 403: Detail } } },
    async (request) => ({ results: await myInterests(app.db, opportunityPolicy.requireCandidate(request)) }),
  );

  app.delete(
    '/volunteer-opportunities/:id/interest/',
    { schema: { tags, summary: "Withdraws the signed-in candidate's interest.", params: IdParams, response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      await withdrawInterest(app.db, opportunityPolicy.requireCandidate(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
