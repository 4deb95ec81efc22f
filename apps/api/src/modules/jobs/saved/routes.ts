import { SavedJobAnswer } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCandidate } from '../../../lib/guards.ts';
import { Detail, FieldErrors, IdParams } from '../../../lib/schemas.ts';
import { saveJobFor, unsaveJobFor } from './service.ts';

const tags = ['jobs'];
const errors = { 400: FieldErrors, 401: Detail, 403: Detail, 404: Detail };

// Saved jobs: candidates only (service.ts says which jobs).
export const savedJobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/jobprofile/:id/save/',
    { schema: { tags, summary: 'Saves an active job for you (candidates; saving twice is fine).', params: IdParams, response: { 200: SavedJobAnswer, ...errors } } },
    async (request) => ({ job: await saveJobFor(app.db, requireCandidate(request).id, request.params.id), isSaved: true }),
  );

  app.delete(
    '/jobprofile/:id/save/',
    { schema: { tags, summary: 'Removes an active job from your saved jobs (candidates; removing twice is fine).', params: IdParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await unsaveJobFor(app.db, requireCandidate(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
