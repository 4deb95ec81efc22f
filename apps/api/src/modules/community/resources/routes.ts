import { COMMUNITY_LIMITS, ResourceAnswer, ResourceCounts, ResourceInput, ResourcePatchInput } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../../lib/guards.ts';
import { pageOf, PageQuerySchema, pageWindow, toPage } from '../../../lib/pagination.ts';
import { Detail, errorResponses, FieldErrors } from '../../../lib/schemas.ts';
import { IdParams, QueryFlag, QueryId, QuerySearch } from '../shared/query.ts';
import { resourcePolicy } from './policy.ts';
import { changeResource, countResourceUse, createResource, pageOfResources, removeResource, resourceAnswer } from './service.ts';

const tags = ['resources'];
const ListQuery = PageQuerySchema.extend({
  company: QueryId.optional(),
  mine: QueryFlag.optional(),
  search: QuerySearch.optional(),
  resource_type: QuerySearch.pipe(z.string().max(COMMUNITY_LIMITS.typeMax)).optional(),
  is_free: QueryFlag.optional(),
});
const ResourcePage = pageOf(ResourceAnswer);
const listResponses = { 200: ResourcePage, 400: FieldErrors };
const FILTERS = "Filters: company (id), mine=true (your organisation's), search (title, description, author, type), resource_type, is_free.";

export const resourceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/resources/',
    { schema: { tags, summary: `Resources, newest first. Public. ${FILTERS}`, querystring: ListQuery, response: listResponses } },
    async (request) => {
      const window = pageWindow(request.query);
      const { count, results } = await pageOfResources(app.db, request.user, request.query, window);
      return toPage(request, window, count, results);
    },
  );

  app.get(
    '/resources/free/',
    { schema: { tags, summary: `Free resources, newest first. Public. ${FILTERS}`, querystring: ListQuery, response: listResponses } },
    async (request) => {
      const window = pageWindow(request.query);
      const { count, results } = await pageOfResources(app.db, request.user, { ...request.query, is_free: true }, window);
      return toPage(request, window, count, results);
    },
  );

  app.get(
    '/resources/popular/',
    { schema: { tags, summary: `Resources by views plus downloads, most first. Public. ${FILTERS}`, querystring: ListQuery, response: listResponses } },
    async (request) => {
      const window = pageWindow(request.query);
      const { count, results } = await pageOfResources(app.db, request.user, request.query, window, 'popular');
      return toPage(request, window, count, results);
    },
  );

  app.get(
    '/resources/:id/',
    { schema: { tags, summary: 'One resource. Public.', params: IdParams, response: { 200: ResourceAnswer, 400: FieldErrors, 404: Detail } } },
    async (request) => resourceAnswer(app.db, request.params.id),
  );

  app.post(
    '/resources/',
    {
      schema: {
        tags,
        summary: 'Creates a resource for your organisation (organisation users with a company). url http(s); published_date defaults to today; tags: names or ids, at most 10.',
        body: ResourceInput,
        response: { 201: ResourceAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user, companyId } = resourcePolicy.requireCreator(request);
      return reply.code(201).send(await createResource(app.db, user, companyId, request.body));
    },
  );

  const change = { tags, params: IdParams, response: { 200: ResourceAnswer, ...errorResponses } };
  app.put(
    '/resources/:id/',
    { schema: { ...change, summary: "Replaces a resource of your organisation's (title required).", body: ResourceInput } },
    async (request) => changeResource(app.db, requireUser(request), request.params.id, request.body),
  );
  app.patch(
    '/resources/:id/',
    { schema: { ...change, summary: "Changes some fields of a resource of your organisation's.", body: ResourcePatchInput } },
    async (request) => changeResource(app.db, requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/resources/:id/',
    { schema: { tags, summary: "Deletes a resource of your organisation's.", params: IdParams, response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      await removeResource(app.db, requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  const counted = { tags, params: IdParams, response: { 200: ResourceCounts, ...errorResponses } };
  app.post(
    '/resources/:id/increment_downloads/',
    { schema: { ...counted, summary: "Counts your first download of a resource (signed-in users; again is not counted); answers the counts." } },
    async (request) => countResourceUse(app.db, requireUser(request), request.params.id, 'download'),
  );
  app.post(
    '/resources/:id/increment_views/',
    { schema: { ...counted, summary: "Counts your first view of a resource (signed-in users; again is not counted); answers the counts." } },
    async (request) => countResourceUse(app.db, requireUser(request), request.params.id, 'view'),
  );
};
