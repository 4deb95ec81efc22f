import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf, pageWindow, PageQuerySchema, toPage } from '../../../lib/pagination.ts';
import { Detail, FieldErrors, IdParams } from '../../../lib/schemas.ts';
import { listQuery } from '../common/schemas.ts';
import { nonprofitKind, smallbizKind, type ProfileKind } from './kinds.ts';
import { requireOwnCompany, requireProfileUser } from './policy.ts';
import { changeProfile, createProfile, loadProfile } from './service.ts';

const errors = { 400: FieldErrors, 401: Detail, 403: Detail, 404: Detail };
const ListQuery = listQuery({ ...PageQuerySchema.shape });

/** The routes of one kind of organisation profile, keyed by company id: /api/{path}/ and /api/{path}/{companyId}/. */
function profileRoutes(kind: ProfileKind): FastifyPluginAsyncZod {
  const tags = [kind.tag];
  const base = `/${kind.path}/`;
  const one = `/${kind.path}/:id/`;
  const guard = { preValidation: async (request: Parameters<typeof requireProfileUser>[0]) => void requireProfileUser(request) };

  return async (app) => {
    app.get(
      base,
      { schema: { tags, summary: `Your company's ${kind.label}, as a list of at most one.`, querystring: ListQuery, response: { 200: pageOf(kind.answer), ...errors } } },
      async (request) => {
        const user = requireProfileUser(request);
        const window = pageWindow(request.query);
        const profile = user.company_id === null ? undefined : await kind.find(app.db, user.company_id);
        const rows = profile ? [profile] : [];
        return toPage(request, window, rows.length, rows.slice(window.offset, window.offset + window.limit));
      },
    );

    app.post(
      base,
      {
        schema: { tags, summary: `Creates your company's ${kind.label} (company defaults to yours; text fields empty and seeking_volunteers true unless sent).`, body: kind.input, response: { 201: kind.answer, ...errors } },
        ...guard,
      },
      async (request, reply) => {
        const user = requireProfileUser(request);
        return reply.code(201).send(await createProfile(app.db, kind, user, request.body));
      },
    );

    app.get(
      one,
      { schema: { tags, summary: `Your company's ${kind.label}, by company id (404 when there is none).`, params: IdParams, response: { 200: kind.answer, ...errors } } },
      async (request) => {
        const user = requireOwnCompany(request, request.params.id);
        return loadProfile(app.db, kind, user.company_id);
      },
    );

    for (const method of ['patch', 'put'] as const) {
      const whole = method === 'put';
      app[method](
        one,
        {
          schema: {
            tags,
            summary: whole ? `Replaces your company's ${kind.label} (fields not sent return to their defaults).` : `Changes some fields of your company's ${kind.label}.`,
            params: IdParams,
            body: kind.input,
            response: { 200: kind.answer, ...errors },
          },
          ...guard,
        },
        async (request) => {
          const user = requireOwnCompany(request, request.params.id);
          return changeProfile(app.db, kind, user.company_id, request.body, whole);
        },
      );
    }

    app.delete(
      one,
      { schema: { tags, summary: `Deletes your company's ${kind.label}.`, params: IdParams, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        const user = requireOwnCompany(request, request.params.id);
        await loadProfile(app.db, kind, user.company_id);
        await kind.remove(app.db, user.company_id);
        return reply.code(204).send(null);
      },
    );
  };
}

export const organisationProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(profileRoutes(smallbizKind));
  await app.register(profileRoutes(nonprofitKind));
};
