import { communityRecordId, MatchExplanation } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../../lib/guards.ts';
import { notFound } from '../../../lib/http-errors.ts';
import { pageOf, PageQuerySchema, pageWindow, toPage } from '../../../lib/pagination.ts';
import { Detail, FieldErrors } from '../../../lib/schemas.ts';
import { IdParams } from '../shared/query.ts';
import { matchingPolicy } from './policy.ts';
import { presentResult, presentSession } from './presenter.ts';
import { findResult, findSession, listResults, listSessions } from './repository.ts';

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

export const matchingListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/matching-sessions/',
    { schema: { tags, summary: 'Matching sessions you started, newest first (organisation users; none for candidates).', querystring: PageQuerySchema, response: { 200: pageOf(SessionAnswer), ...listErrors } } },
    async (request) => {
      const owner = matchingPolicy.sessionOwner(requireUser(request));
      const window = pageWindow(request.query);
      if (owner === null) return toPage(request, window, 0, []);
      const { count, rows } = await listSessions(app.db, owner, window);
      return toPage(request, window, count, rows.map(presentSession));
    },
  );

  app.get(
    '/matching-sessions/:id/',
    { schema: { tags, summary: 'One matching session you started: status and progress.', params: IdParams, response: { 200: SessionAnswer, ...oneErrors } } },
    async (request) => {
      const owner = matchingPolicy.sessionOwner(requireUser(request));
      const session = owner === null ? undefined : await findSession(app.db, request.params.id, owner);
      if (!session) throw notFound();
      return presentSession(session);
    },
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
      const scope = matchingPolicy.resultScope(requireUser(request));
      const window = pageWindow(request.query);
      if (scope === null) return toPage(request, window, 0, []);
      const { count, rows } = await listResults(app.db, scope, { session: request.query.session, job: request.query.job }, window);
      return toPage(request, window, count, rows.map((row) => presentResult(row, request.log)));
    },
  );

  app.get(
    '/match-results/:id/',
    { schema: { tags, summary: 'One match result you may see.', params: IdParams, response: { 200: ResultAnswer, ...oneErrors } } },
    async (request) => {
      const scope = matchingPolicy.resultScope(requireUser(request));
      const result = scope === null ? undefined : await findResult(app.db, scope, request.params.id);
      if (!result) throw notFound();
      return presentResult(result, request.log);
    },
  );
};
