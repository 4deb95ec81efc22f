import { JobAnswer, JobInput, JobPatchInput, JobSettingsAnswer } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../../lib/guards.ts';
import { pageOf, pageWindow, toPage } from '../../../lib/pagination.ts';
import { Detail, FieldErrors, IdParams } from '../../../lib/schemas.ts';
import { sendWritten } from '../../../lib/serializer.ts';
import { bestMatchesJson } from './best-matches.ts';
import { jobPolicy } from './policy.ts';
import { JobListQuery } from './query.ts';
import { answerJob, createJob, listJobs, loadVisibleJob, patchJob, removeJob, replaceJob, type PostingRules } from './service.ts';

const tags = ['jobs'];
const JobPage = pageOf(JobAnswer);
const writeErrors = { 400: FieldErrors, 401: Detail, 403: Detail, 404: Detail };

export const jobPostingRoutes: FastifyPluginAsyncZod<PostingRules> = async (app, rules) => {
  app.get(
    '/job-settings/',
    { schema: { tags, summary: "The deployment's rules the job form applies: whether a paid job must give its pay range (PAY_RANGE_REQUIRED).", response: { 200: JobSettingsAnswer } } },
    async () => ({ pay_range_required: rules.payRangeRequired }),
  );

  app.get(
    '/jobprofile/',
    {
      schema: {
        tags,
        summary:
          'Jobs: active ones for everybody; mine=true (or created_by = you) adds your own paused and closed jobs. Filters: created_by, company, is_active, status, job_type, is_remote, city, country, search, saved, mine; ordering. Candidates get isSaved and match_score.',
        querystring: JobListQuery,
        response: { 200: JobPage, 400: FieldErrors, 401: Detail },
      },
    },
    async (request, reply) => {
      const window = pageWindow(request.query);
      const bestMatches = await bestMatchesJson(app, request, request.query, window);
      if (bestMatches !== undefined) return sendWritten(app, reply, JobPage, bestMatches);
      const { count, results } = await listJobs(app, request, request.query, window);
      return toPage(request, window, count, results);
    },
  );

  app.get(
    '/jobprofile/:id/',
    { schema: { tags, summary: 'One job: an active one, or one of your own in any status.', params: IdParams, response: { 200: JobAnswer, 400: FieldErrors, 404: Detail } } },
    async (request) => answerJob(app, request, await loadVisibleJob(app, request.user, request.params.id)),
  );

  app.post(
    '/jobprofile/',
    {
      schema: {
        tags,
        summary: "Posts a job for your company (organisation users who have added their company). status, or is_active alone, sets whether it is open.",
        body: JobInput,
        response: { 201: JobAnswer, ...writeErrors },
      },
      // Who may post is decided before the body is read: a candidate gets a 403, not a list of field errors.
      preValidation: async (request) => void jobPolicy.requirePoster(request),
    },
    async (request, reply) => {
      const poster = jobPolicy.requirePoster(request);
      const id = await createJob(app, poster, request.body, rules);
      return reply.code(201).send(await answerJob(app, request, await loadVisibleJob(app, poster, id)));
    },
  );

  app.put(
    '/jobprofile/:id/',
    {
      schema: { tags, summary: 'Replaces one of your jobs (the status changes only when status or is_active is sent).', params: IdParams, body: JobInput, response: { 200: JobAnswer, ...writeErrors } },
      preValidation: async (request) => void requireUser(request),
    },
    async (request) => {
      const job = await loadVisibleJob(app, request.user, request.params.id);
      const owner = jobPolicy.requireOwner(request, job);
      await replaceJob(app, job, request.body, rules);
      return answerJob(app, request, await loadVisibleJob(app, owner, job.id));
    },
  );

  app.patch(
    '/jobprofile/:id/',
    {
      schema: { tags, summary: 'Changes some fields of one of your jobs: edit, pause (status) or close (status, or is_active: false).', params: IdParams, body: JobPatchInput, response: { 200: JobAnswer, ...writeErrors } },
      preValidation: async (request) => void requireUser(request),
    },
    async (request) => {
      const job = await loadVisibleJob(app, request.user, request.params.id);
      const owner = jobPolicy.requireOwner(request, job);
      await patchJob(app, job, request.body, rules);
      return answerJob(app, request, await loadVisibleJob(app, owner, job.id));
    },
  );

  app.delete(
    '/jobprofile/:id/',
    { schema: { tags, summary: 'Deletes one of your jobs, with its saves and applications.', params: IdParams, response: { 204: z.null(), ...writeErrors } } },
    async (request, reply) => {
      const job = await loadVisibleJob(app, request.user, request.params.id);
      jobPolicy.requireOwner(request, job);
      await removeJob(app, job);
      return reply.code(204).send(null);
    },
  );
};
