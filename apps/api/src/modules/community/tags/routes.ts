import { TagAnswer, TagInput, TagPatchInput } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../../lib/guards.ts';
import { pageOf, PageQuerySchema, pageWindow, toPage } from '../../../lib/pagination.ts';
import { Detail, errorResponses, FieldErrors } from '../../../lib/schemas.ts';
import { IdParams, QuerySearch } from '../shared/query.ts';
import { tagPolicy } from './policy.ts';
import { presentTag } from './presenter.ts';
import { changeTag, createTag, removeTag, tagOf, tagsOf } from './service.ts';

const tags = ['tags'];
const ListQuery = PageQuerySchema.extend({ search: QuerySearch.optional() });
const TagPage = pageOf(TagAnswer);

export const tagRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tags/',
    {
      schema: {
        tags,
        summary: 'Tags by name; `search` matches part of a name in any case. Public.',
        querystring: ListQuery,
        response: { 200: TagPage, 400: FieldErrors },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const { count, results } = await tagsOf(app.db, { search: request.query.search }, window);
      return toPage(request, window, count, results);
    },
  );

  app.get(
    '/tags/popular/',
    {
      schema: {
        tags,
        summary: 'Tags carried by at least one event or resource, most used first. Public.',
        querystring: PageQuerySchema,
        response: { 200: TagPage, 400: FieldErrors },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const { count, results } = await tagsOf(app.db, { popular: true }, window);
      return toPage(request, window, count, results);
    },
  );

  app.get(
    '/tags/:id/',
    { schema: { tags, summary: 'One tag. Public.', params: IdParams, response: { 200: TagAnswer, 400: FieldErrors, 404: Detail } } },
    async (request) => tagOf(app.db, request.params.id),
  );

  app.post(
    '/tags/',
    {
      schema: {
        tags,
        summary: 'Creates a tag (organisation users with a company). Names are unique in any case; colour #rrggbb.',
        body: TagInput,
        response: { 201: TagAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { companyId } = tagPolicy.requireCreator(request);
      return reply.code(201).send(presentTag(await createTag(app.db, companyId, request.body)));
    },
  );

  const change = { tags, params: IdParams, response: { 200: TagAnswer, ...errorResponses } };
  app.put(
    '/tags/:id/',
    { schema: { ...change, summary: "Renames or recolours a tag only the caller's organisation uses.", body: TagInput } },
    async (request) => presentTag(await changeTag(app.db, requireUser(request), request.params.id, request.body)),
  );
  app.patch(
    '/tags/:id/',
    { schema: { ...change, summary: "Changes the name or colour of a tag only the caller's organisation uses.", body: TagPatchInput } },
    async (request) => presentTag(await changeTag(app.db, requireUser(request), request.params.id, request.body)),
  );

  app.delete(
    '/tags/:id/',
    {
      schema: {
        tags,
        summary: "Deletes a tag only the caller's organisation uses (it leaves their events and resources).",
        params: IdParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await removeTag(app.db, requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
