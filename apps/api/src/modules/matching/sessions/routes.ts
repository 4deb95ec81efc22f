import { communityRecordId, MatchExplanation } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../../lib/guards.ts';
import { pageOf, PageQuerySchema, pageWindow, toPage } from '../../../lib/pagination.ts';
import { Detail, FieldErrors } from '../../../lib/schemas.ts';
import { IdParams } from '../../community/index.ts';
import { resultOf, resultsOf, sessionOf, sessionsOf } from './service.ts';

const tags = ['matching'];
const SessionAnswer = z.object({
  id: z.number(),
  status: z.string(),
  progress: z.number(),
  total: z.number(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
const ResultAnswer = z.object({
  id: z.number(),
  session: z.number(),
  candidate: z.number(),
  job: z.number(),
  score: z.number(),
  rank: z.number(),
  explanation: MatchExplanation.nullable().describe("Why the engine scored it so; null when the stored record no longer parses."),
  created_at: z.string(),
});
const ResultQuery = PageQuerySchema.extend({ session: communityRecordId.optional(), job: communityRecordId.optional() });
const listErrors = { 400: FieldErrors, 401: Detail };
const oneErrors = { 400: FieldErrors, 401: Detail, 404: Detail };

export const storedSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/matching-sessions/',
    { schema: { tags, summary: 'Matching sessions you started, newest first (organisation users; none for candidates).', querystring: PageQuerySchema, response: { 200: pageOf(SessionAnswer), ...listErrors } } },
    async (request) => {
      const window = pageWindow(request.query);
      const { count, results } = await sessionsOf(app.db, requireUser(request), window);
      return toPage(request, window, count, results);
    },
  );

  app.get(
    '/matching-sessions/:id/',
    { schema: { tags, summary: 'One matching session you started: status and progress.', params: IdParams, response: { 200: SessionAnswer, ...oneErrors } } },
    async (request) => sessionOf(app.db, requireUser(request), request.params.id),
  );

  app.get(
    '/match-results/',
    {
      schema: {
        tags,
        summary: "Match results: a candidate's about themself, an organisation's about its jobs. Filters session, job (ids).",
        querystring: ResultQuery,
        response: { 200: pageOf(ResultAnswer), ...listErrors },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const filters = { session: request.query.session, job: request.query.job };
      const { count, results } = await resultsOf(app.db, requireUser(request), filters, window, request.log);
      return toPage(request, window, count, results);
    },
  );

  app.get(
    '/match-results/:id/',
    { schema: { tags, summary: 'One match result you may see.', params: IdParams, response: { 200: ResultAnswer, ...oneErrors } } },
    async (request) => resultOf(app.db, requireUser(request), request.params.id, request.log),
  );
};
