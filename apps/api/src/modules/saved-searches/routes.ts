import { SavedSearchAnswer, SavedSearchInput, SavedSearchPatch } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCandidate } from '../../lib/guards.ts';
import { pageOf, PageQuerySchema, pageWindow, toPage } from '../../lib/pagination.ts';
import { Detail, FieldErrors, IdParams } from '../../lib/schemas.ts';
import { changeSavedSearch, createSavedSearch, deleteSavedSearch, savedSearchesOf } from './service.ts';

// Saved searches (docs/product.md section C12) are a candidate's own: an organisation user gets a 403; another
// candidate's search is a 404, as if it did not exist (every query is scoped by user_id).

const tags = ['saved-searches'];
const errors = { 400: FieldErrors, 401: Detail, 403: Detail, 404: Detail, 429: Detail };

/** A candidate's saved searches and their alerts (docs/product.md section C12): each person sees only their own. */
export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/saved-searches/',
    { schema: { tags, summary: 'Your saved searches, newest first, paged.', querystring: PageQuerySchema, response: { 200: pageOf(SavedSearchAnswer), ...errors } } },
    async (request) => {
      const window = pageWindow(request.query);
      const { count, results } = await savedSearchesOf(app.db, requireCandidate(request).id, window);
      return toPage(request, window, count, results);
    },
  );

  app.post(
    '/saved-searches/',
    {
      schema: { tags, summary: 'Saves a job search (at most 20 per person) with its alert: instant, daily or off.', body: SavedSearchInput, response: { 201: SavedSearchAnswer, ...errors } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => reply.code(201).send(await createSavedSearch(app.db, requireCandidate(request).id, request.body)),
  );

  app.patch(
    '/saved-searches/:id/',
    { schema: { tags, summary: 'Renames a saved search or changes its alert.', params: IdParams, body: SavedSearchPatch, response: { 200: SavedSearchAnswer, ...errors } } },
    async (request) => changeSavedSearch(app.db, requireCandidate(request).id, request.params.id, request.body),
  );

  app.delete(
    '/saved-searches/:id/',
    { schema: { tags, summary: 'Deletes a saved search (its alerts stop).', params: IdParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteSavedSearch(app.db, requireCandidate(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
