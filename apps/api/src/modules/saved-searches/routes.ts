import { SavedSearchAnswer, SavedSearchInput, SavedSearchPatch } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/guards.ts';
import { notFound } from '../../lib/http-errors.ts';
import { pageOf, PageQuerySchema, pageWindow, toPage } from '../../lib/pagination.ts';
import { Detail, FieldErrors, IdParams } from '../../lib/schemas.ts';
import { requireCandidate } from './policy.ts';
import { presentSavedSearch } from './presenter.ts';
import { deleteOwn, listOwn, updateOwn } from './repository.ts';
import { loadOwn, saveSearch } from './service.ts';

const tags = ['saved-searches'];
const errors = { 400: FieldErrors, 401: Detail, 403: Detail, 404: Detail, 429: Detail };

/** A candidate's saved searches and their alerts (docs/product.md section C12): each person sees only their own. */
export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/saved-searches/',
    { schema: { tags, summary: 'Your saved searches, newest first, paged.', querystring: PageQuerySchema, response: { 200: pageOf(SavedSearchAnswer), ...errors } } },
    async (request) => {
      const user = requireCandidate(requireUser(request));
      const window = pageWindow(request.query);
      const { count, rows } = await listOwn(app.db, user.id, window);
      return toPage(request, window, count, rows.map(presentSavedSearch));
    },
  );

  app.post(
    '/saved-searches/',
    {
      schema: { tags, summary: 'Saves a job search (at most 20 per person) with its alert: instant, daily or off.', body: SavedSearchInput, response: { 201: SavedSearchAnswer, ...errors } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const user = requireCandidate(requireUser(request));
      const id = await saveSearch(app.db, user.id, request.body);
      return reply.code(201).send(presentSavedSearch(await loadOwn(app.db, user.id, id)));
    },
  );

  app.patch(
    '/saved-searches/:id/',
    { schema: { tags, summary: 'Renames a saved search or changes its alert.', params: IdParams, body: SavedSearchPatch, response: { 200: SavedSearchAnswer, ...errors } } },
    async (request) => {
      const user = requireCandidate(requireUser(request));
      await loadOwn(app.db, user.id, request.params.id);
      await updateOwn(app.db, user.id, request.params.id, request.body);
      return presentSavedSearch(await loadOwn(app.db, user.id, request.params.id));
    },
  );

  app.delete(
    '/saved-searches/:id/',
    { schema: { tags, summary: 'Deletes a saved search (its alerts stop).', params: IdParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const user = requireCandidate(requireUser(request));
      if (!(await deleteOwn(app.db, user.id, request.params.id))) throw notFound();
      return reply.code(204).send(null);
    },
  );
};
