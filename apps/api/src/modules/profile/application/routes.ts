import { ApplicationAnswer, ApplicationInput, PROFILE_MESSAGES, profileRecordId } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { requireRole, requireUser } from '../../../lib/guards.ts';
import { badRequest, fieldError, HttpError, notFound } from '../../../lib/http-errors.ts';
import { pageOf, pageWindow, toPage } from '../../../lib/pagination.ts';
import { Detail, errorResponses } from '../../../lib/schemas.ts';
import { nowIso } from '../../../lib/time.ts';
import { readableApplicationIds } from '../shared/policy.ts';
import { presentApplication } from './presenter.ts';
import { IdParams, listQuery } from '../shared/query.ts';
import { findOwnApplication, recordProfileChange } from '../shared/repository.ts';

const tags = ['profile'];
const ListQuery = listQuery({ user: profileRecordId.optional() });

/** The fields a candidate edits, as given (a field left out stays as it is, as for any optional DRF field). */
function changes(body: z.output<typeof ApplicationInput>, userId: number) {
  const { user, ...fields } = body;
  if (user !== undefined && user !== userId) throw fieldError('user', PROFILE_MESSAGES.cannotChange);
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Omit<
    typeof body,
    'user'
  >;
}

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
      const viewer = requireUser(request);
      const window = pageWindow(request.query);
      let readable = app.db
        .selectFrom('applications')
        .where('id', 'in', readableApplicationIds(app.db, viewer));
      if (request.query.user !== undefined) readable = readable.where('user_id', '=', request.query.user);
      const [total, rows] = await Promise.all([
        readable.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
        readable.selectAll().orderBy('id').limit(window.limit).offset(window.offset).execute(),
      ]);
      return toPage(request, window, Number(total.count), rows.map(presentApplication));
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
      const viewer = requireUser(request);
      const row = await app.db
        .selectFrom('applications')
        .selectAll()
        .where('id', '=', request.params.id)
        .where('id', 'in', readableApplicationIds(app.db, viewer))
        .executeTakeFirst();
      if (!row) throw notFound();
      return presentApplication(row);
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
      const exists = () => badRequest({ non_field_errors: [PROFILE_MESSAGES.profileExists] });
      if (await findOwnApplication(app.db, user.id)) throw exists();
      const now = nowIso();
      try {
        const row = await app.db
          .insertInto('applications')
          .values({ ...changes(request.body, user.id), user_id: user.id, created_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordProfileChange(app.db, user.id);
        return await reply.code(201).send(presentApplication(row));
      } catch (error) {
        if (isUniqueViolation(error)) throw exists();
        throw error;
      }
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
        const own = await findOwnApplication(app.db, user.id);
        if (!own || own.id !== request.params.id) throw notFound();
        const values = changes(request.body, user.id);
        const row = await app.db
          .updateTable('applications')
          .set({ ...values, updated_at: nowIso() })
          .where('id', '=', own.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordProfileChange(app.db, user.id);
        return presentApplication(row);
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
