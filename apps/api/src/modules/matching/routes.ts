import { ApplicantScoresAnswer, fieldTooLong, LIMITS, MatchResult, MESSAGES } from '@tandem/contract';
import { extractSkills } from '@tandem/matching';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/guards.ts';
import { badRequest, fieldError, tooLarge } from '../../lib/http-errors.ts';
import { PageQuerySchema, pageOf, pageWindow, toPage } from '../../lib/pagination.ts';
import { Detail, FieldErrors } from '../../lib/schemas.ts';
import { sendWritten } from '../../lib/serializer.ts';
import { readPdf } from '../../lib/uploads/pdf.ts';
import { firstFile } from '../../lib/uploads/multipart.ts';
import { pageJson } from '../jobs/index.ts';
import { matchingPolicy } from './policy.ts';
import { applicantScores, matchesFor, ownSession, startSession, summarise } from './service.ts';

const tags = ['matching'];
/** One ranked match: the job, opportunity or candidate preview, its score and the reasons (the contract's schema). */
const MatchPage = pageOf(MatchResult);
const MatchQuery = PageQuerySchema.extend({
  job: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  kind: z.enum(['jobs', 'volunteer']).optional(),
  /** Candidates for a job: only those scoring this much or more ('Best matches' asks 50; the rest on request). */
  min_score: z.coerce.number().int().min(0).max(100).optional(),
});
const SessionQuery = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const SessionAnswer = z.object({
  id: z.number(),
  status: z.string(),
  progress: z.number(),
  total: z.number(),
  error: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
const EXTRACT_TEXT_MAX = 50_000;

export const matchingRoutes: FastifyPluginAsyncZod = async (app) => {
  const engine = app.matching;

  app.get(
    '/matching/match/',
    {
      schema: {
        tags,
        summary:
          'Ranked matches with reasons. A candidate: active jobs best first (kind=volunteer: volunteer opportunities), or one active job\'s match with job=<id>. An organisation: candidates for one of its own jobs (job=<id>), without contact details.',
        querystring: MatchQuery,
        response: {
          200: MatchPage,
          400: FieldErrors,
          401: Detail,
          403: Detail,
          404: Detail,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const window = pageWindow(request.query);
      await engine.sync();
      const { form, page } = await matchesFor(app, user, request.query, window);
      if (form === 'written') return sendWritten(app, reply, MatchPage, pageJson(request, window, page.count, page.results));
      if (form === 'one') return { ...page, next: null, previous: null };
      return toPage(request, window, page.count, page.results);
    },
  );

  app.get(
    '/matching/applicant-scores/',
    {
      schema: {
        tags,
        summary: "The match score of each applicant to one of your organisation's jobs (job=<id>), as its ranking shows them; applicants who chose to be seen by nobody are left out.",
        querystring: z.object({ job: MatchQuery.shape.job.unwrap() }),
        response: { 200: ApplicantScoresAnswer, 400: FieldErrors, 401: Detail, 403: Detail, 404: Detail },
      },
    },
    async (request) => {
      const user = requireUser(request);
      matchingPolicy.requireSessionStarter(user);
      await engine.sync();
      return { results: await applicantScores(app, user, request.query.job) };
    },
  );

  app.post(
    '/matching/match/',
    {
      schema: {
        tags,
        summary: 'Starts a matching session over all candidates and active jobs (top 20 each), run in the background; follow it at task-status.',
        response: { 202: SessionAnswer, 401: Detail, 403: Detail },
      },
    },
    async (request, reply) => reply.code(202).send(await startSession(app, requireUser(request))),
  );

  app.get(
    '/matching/task-status/',
    {
      schema: { tags, summary: 'Progress of a matching session you started.', querystring: SessionQuery, response: { 200: SessionAnswer, 400: FieldErrors, 401: Detail, 404: Detail } },
    },
    async (request) => ownSession(app.db, requireUser(request), request.query.id),
  );

  app.get(
    '/matching/analytics/',
    {
      schema: {
        tags,
        summary:
          'A summary: for an organisation, its sessions and how candidates match its active jobs (average score, most-missed skills); for a candidate, how they match active jobs and which missing skills come up most.',
        response: {
          200: z.object({
            sessions: z.number(),
            completed_sessions: z.number(),
            average_score: z.number().nullable(),
            matches_considered: z.number(),
            most_missed_skills: z.array(z.object({ name: z.string(), count: z.number() })),
          }),
          401: Detail,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await engine.sync();
      return summarise(app.db, engine, user);
    },
  );

  app.post(
    '/matching/extract-skills/',
    {
      schema: {
        tags,
        summary: 'Catalogue skills found in text (JSON {text}, at most 50,000 characters) or in a PDF (multipart field file, at most 10 MB).',
        consumes: ['application/json', 'multipart/form-data'],
        response: {
          200: z.object({ skills: z.array(z.object({ id: z.number(), name: z.string(), count: z.number() })) }),
          400: FieldErrors,
          401: Detail,
          413: Detail,
          415: Detail,
          503: Detail,
        },
      },
    },
    async (request) => {
      requireUser(request);
      let text: string;
      if (request.isMultipart()) {
        const file = await firstFile(request, 'file', LIMITS.resumeMaxBytes);
        if (!file) throw fieldError('file', MESSAGES.required);
        if (file.truncated) throw tooLarge();
        text = await readPdf(app.fileParser, file.bytes, 'file', MESSAGES.invalidPdf);
      } else {
        const body = z.object({ text: z.string().max(EXTRACT_TEXT_MAX, fieldTooLong(EXTRACT_TEXT_MAX)) }).safeParse(request.body);
        if (!body.success) throw badRequest({ text: [body.error.issues[0]?.message ?? MESSAGES.required] });
        text = body.data.text;
      }
      await engine.sync();
      const found = extractSkills(engine.vocabulary, text);
      return { skills: found.map((skill) => ({ id: skill.skillId, name: skill.name, count: skill.count })) };
    },
  );
};
