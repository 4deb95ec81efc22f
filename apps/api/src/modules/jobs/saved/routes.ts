import { SavedJobAnswer } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../../lib/guards.ts';
import { notFound } from '../../../lib/http-errors.ts';
import { Detail, FieldErrors, IdParams } from '../../../lib/schemas.ts';
import { findJob } from '../postings/repository.ts';
import { saveJob, unsaveJob } from './repository.ts';

const tags = ['jobs'];
const errors = { 400: FieldErrors, 401: Detail, 403: Detail, 404: Detail };

// Saved jobs (the Saved tab and the shortlist): candidates only, idempotent both ways, and only on a job the
// candidate can see (an active one). A save on a job that is paused for a while stays, and shows again when it
// reopens.
export const savedJobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/jobprofile/:id/save/',
    { schema: { tags, summary: 'Saves an active job for you (candidates; saving twice is fine).', params: IdParams, response: { 200: SavedJobAnswer, ...errors } } },
    async (request) => {
      const candidate = requireRole(request, ['candidate']);
      const job = await findJob(app.db, request.params.id);
      if (!job || job.status !== 'active') throw notFound();
      await saveJob(app.db, candidate.id, job.id);
      return { job: job.id, isSaved: true };
    },
  );

  app.delete(
    '/jobprofile/:id/save/',
    { schema: { tags, summary: 'Removes an active job from your saved jobs (candidates; removing twice is fine).', params: IdParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const candidate = requireRole(request, ['candidate']);
      const job = await findJob(app.db, request.params.id);
      if (!job || job.status !== 'active') throw notFound();
      await unsaveJob(app.db, candidate.id, job.id);
      return reply.code(204).send(null);
    },
  );
};
