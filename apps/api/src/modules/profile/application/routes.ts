import { ApplicationAnswer, ApplicationInput, PROFILE_MESSAGES, profileRecordId } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, requireUser } from '../../../lib/guards.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { pageOf, pageWindow, toPage } from '../../../lib/pagination.ts';
import { Detail, errorResponses } from '../../../lib/schemas.ts';
import { IdParams, listQuery } from '../shared/query.ts';
import { presentApplication } from './presenter.ts';
import {
  changeApplication,
  createApplication,
  listReadableApplications,
  readApplication,
} from './service.ts';

const tags = ['profile'];
const ListQuery = listQuery({ user: profileRecordId.optional() });

/** `/api/application/`: the candidate profile record (links and place), one per candidate, made at signup. */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/application/',
    {
      schema: {
        tags,
        summary:
          'Profiles you may read: your own as a candidate; as an organisation, those of candidates who applied to your jobs.',
        querystring: ListQuery,
        response: { 200: pageOf(ApplicationAnswer), ...errorResponses },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const { total, rows } = await listReadableApplications(
        app.db,
        requireUser(request),
        request.query.user,
        window,
      );
      return toPage(request, window, total, rows.map(presentApplication));
    },
  );

  app.get(
    '/api/application/:id/',
    {
      schema: {
        tags,
        summary: 'One profile you may read.',
        params: IdParams,
        response: { 200: ApplicationAnswer, ...errorResponses },
      },
    },
    async (request) => {
      return presentApplication(await readApplication(app.db, requireUser(request), request.params.id));
    },
  );

  app.post(
    '/api/application/',
    {
      schema: {
        tags,
        summary: 'Creates your profile record; signup already made one, so this answers 400 when it exists.',
        body: ApplicationInput,
        response: { 201: ApplicationAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = requireRole(request, ['candidate']);
      const row = await createApplication(app.db, user.id, request.body);
      return reply.code(201).send(presentApplication(row));
    },
  );

  for (const method of ['patch', 'put'] as const) {
    app[method](
      '/api/application/:id/',
      {
        schema: {
          tags,
          summary:
            'Changes your own profile record: linkedin, github, portfolio (http(s) URLs or empty), city, state, country.',
          params: IdParams,
          body: ApplicationInput,
          response: { 200: ApplicationAnswer, ...errorResponses },
        },
      },
      async (request) => {
        const user = requireRole(request, ['candidate']);
        return presentApplication(await changeApplication(app.db, user.id, request.params.id, request.body));
      },
    );
  }

  app.delete(
    '/api/application/:id/',
    {
      schema: {
        tags,
        summary: 'Not allowed: a profile lives as long as its account.',
        params: IdParams,
        response: { 401: Detail, 405: Detail },
      },
    },
    async (request) => {
      requireUser(request);
      throw new HttpError(
        405,
        { detail: PROFILE_MESSAGES.profileNotDeletable },
        { allow: 'GET, PUT, PATCH, HEAD, OPTIONS' },
      );
    },
  );
};
