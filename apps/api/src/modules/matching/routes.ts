import { fieldTooLong, LIMITS, MatchResult, MESSAGES } from '@tandem/contract';
import { extractSkills } from '@tandem/matching';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/guards.ts';
import { badRequest, fieldError, forbidden, notFound, tooLarge, unsupportedType } from '../../lib/http-errors.ts';
import { PageQuerySchema, pageOf, pageWindow, toPage } from '../../lib/pagination.ts';
import { Detail, FieldErrors } from '../../lib/schemas.ts';
import { sendWritten } from '../../lib/serializer.ts';
import { readPdf } from '../../lib/uploads/pdf.ts';
import { firstFile } from '../../lib/uploads/multipart.ts';
import { nowIso } from '../../lib/time.ts';
import { opportunitiesByIds } from '../community/volunteer/repository.ts';
import { presentOpportunities } from '../community/volunteer/service.ts';
import { presentJob } from '../jobs/postings/presenter.ts';
import { candidateJobJson, pageJson } from '../jobs/postings/best-matches.ts';
import { jobRowCacheFor } from '../jobs/postings/row-cache.ts';
import { jobsByIds } from '../jobs/postings/repository.ts';
import { readerFor } from '../jobs/postings/service.ts';
import { candidatePreviews, candidatesVisibleTo, summarise } from './queries.ts';
import { MATCHING_SESSION_JOB } from './session-runner.ts';

const tags = ['matching'];
/** One ranked match: the job, opportunity or candidate preview, its score and the reasons (the contract's schema). */
const MatchPage = pageOf(MatchResult);
/** How many candidates a 'Best matches' list looks through for those at min_score or more. */
const MIN_SCORE_DEPTH = 500;

/** Each explanation of a kept ranking (engine.topJobsFor) written once, for as long as the ranking is kept. */
const writtenExplanations = new WeakMap<object, string>();
function explanationJson(explanation: unknown): string {
  if (explanation === null || typeof explanation !== 'object') return JSON.stringify(explanation ?? null);
  let json = writtenExplanations.get(explanation);
  if (json === undefined) writtenExplanations.set(explanation, (json = JSON.stringify(explanation)));
  return json;
}
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
      if (user.role === 'candidate') {
        const candidate = engine.candidateInputs.get(user.id) ?? { id: user.id, skills: [] };
        if (request.query.job !== undefined) {
          if (request.query.kind === 'volunteer') throw fieldError('job', 'Leave job out to match volunteer opportunities.');
          // One active job and the reasons for its score; a job the candidate cannot see (closed, paused, unknown) is a 404.
          const match = engine.jobs.match(candidate, request.query.job);
          const [row] = match ? await jobsByIds(app.db, [match.jobId], readerFor(user)) : [];
          if (!match || !row) throw notFound();
          return { count: 1, next: null, previous: null, results: [{ job: presentJob(row, user, match.score), score: match.score, explanation: match.explanation }] };
        }
        if (request.query.kind === 'volunteer') {
          const ranked = engine.opportunities.topOpportunitiesFor(candidate, { k: window.limit, offset: window.offset, explain: true });
          const rows = await presentOpportunities(app.db, user, await opportunitiesByIds(app.db, ranked.map((item) => item.opportunityId)), new Map(ranked.map((item) => [item.opportunityId, item.score])));
          const byId = new Map(rows.map((row) => [row.id, row]));
          const results = ranked.flatMap((item) => {
            const opportunity = byId.get(item.opportunityId);
            return opportunity && item.explanation ? [{ opportunity, score: item.score, explanation: item.explanation }] : [];
          });
          return toPage(request, window, engine.opportunities.size, results);
        }
        const ranked = engine.topJobsFor(candidate, { offset: window.offset, limit: window.limit, explain: true });
        // Written from the jobs kept in memory (jobs/postings/row-cache.ts) and each kept ranking's explanations
        // written once: the answer is 35 KB a page, and writing it was most of the call.
        const kept = await jobRowCacheFor(app.db).forCandidate(app.db, ranked.map((item) => item.jobId), user.id);
        const byId = new Map(kept.map((entry) => [entry.job.id, entry]));
        const results = ranked.flatMap((item) => {
          const entry = byId.get(item.jobId);
          if (!entry) return [];
          return [`{"job":${candidateJobJson(entry.job.json, entry.saved, item.score, entry.record)},"score":${JSON.stringify(item.score)},"explanation":${explanationJson(item.explanation)}}`];
        });
        return sendWritten(app, reply, MatchPage, pageJson(request, window, engine.jobs.size, results));
      }
      if (request.query.job === undefined) throw fieldError('job', 'Choose one of your jobs to see its candidates.');
      const job = await app.db.selectFrom('job_profiles').select(['id', 'created_by', 'company_id']).where('id', '=', request.query.job).executeTakeFirst();
      if (!job || job.created_by !== user.id || job.company_id === null || job.company_id !== user.company_id) throw notFound();
      const input = engine.jobInputs.get(job.id);
      if (!input) return toPage(request, window, 0, []);
      const minScore = request.query.min_score;
      // Only candidates this organisation may see, chosen inside the index's top-k query (docs/product.md section C13).
      const visible = await candidatesVisibleTo(app.db, engine, job.company_id);
      const filter = visible.filter;
      let ranked;
      let count = visible.count;
      if (minScore === undefined) ranked = engine.candidates.topCandidatesFor(input, { k: window.limit, offset: window.offset, explain: true, filter });
      else {
        // Ranked best first, so those at min_score or more are a prefix: counted within the first MIN_SCORE_DEPTH.
        const scored = engine.candidates.topCandidatesFor(input, { k: Math.min(MIN_SCORE_DEPTH, visible.count), filter });
        count = scored.filter((item) => item.score >= minScore).length;
        ranked = window.offset >= count ? [] : engine.candidates.topCandidatesFor(input, { k: Math.min(window.limit, count - window.offset), offset: window.offset, explain: true, filter });
      }
      const previews = await candidatePreviews(app.db, job.id, ranked.map((item) => item.candidateId));
      const results = ranked.flatMap((item) => {
        const candidate = previews.get(item.candidateId);
        return candidate && item.explanation ? [{ candidate, score: item.score, explanation: item.explanation }] : [];
      });
      return toPage(request, window, count, results);
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
    async (request, reply) => {
      const user = requireUser(request);
      if (user.role === 'candidate') throw forbidden();
      const running = await app.db.selectFrom('matching_sessions').selectAll().where('status', 'in', ['pending', 'running']).orderBy('id', 'desc').executeTakeFirst();
      // One session at a time: a second request joins the one under way instead of doubling the work.
      if (running && running.created_by === user.id) return reply.code(202).send(running);
      await engine.sync();
      const session = await app.db
        .insertInto('matching_sessions')
        .values({ created_by: user.id, status: 'pending', progress: 0, total: engine.candidateInputs.size, created_at: nowIso() })
        .returningAll()
        .executeTakeFirstOrThrow();
      await app.queue.send(MATCHING_SESSION_JOB, { sessionId: session.id }, { key: String(session.id) });
      return reply.code(202).send(session);
    },
  );

  app.get(
    '/matching/task-status/',
    {
      schema: { tags, summary: 'Progress of a matching session you started.', querystring: SessionQuery, response: { 200: SessionAnswer, 400: FieldErrors, 401: Detail, 404: Detail } },
    },
    async (request) => {
      const user = requireUser(request);
      const session = await app.db.selectFrom('matching_sessions').selectAll().where('id', '=', request.query.id).executeTakeFirst();
      if (!session || session.created_by !== user.id) throw notFound();
      return session;
    },
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
        const pdf = await readPdf(file.bytes);
        if (!pdf) throw unsupportedType(MESSAGES.invalidPdf);
        text = pdf.text;
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
