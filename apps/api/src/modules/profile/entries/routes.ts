import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole, requireUser } from '../../../lib/guards.ts';
import { pageOf, pageWindow, toPage } from '../../../lib/pagination.ts';
import { Detail, errorResponses } from '../../../lib/schemas.ts';
import { ApplicationFilterQuery, applicationFilters, IdParams } from '../shared/query.ts';
import type { EntryFields, EntryKind } from './kind.ts';
import type { EntryRow } from './repository.ts';
import { listEntries, readEntry, removeEntry, saveEntry } from './service.ts';

/** The routes of an entry kind: list and read for readers, add, change and remove for the owner. */
export function entryRoutes<Row extends EntryRow, Fields extends EntryFields, Answer>(
  kind: EntryKind<Row, Fields, Answer>,
): FastifyPluginAsyncZod {
  const { path, noun } = kind;
  const itemPath = `${path}:id/`;
  const tags = ['profile'];
  // The schemas are kind.input and kind.patch, which output Fields; the type provider's mapping of a generic
  // schema's output (UndefinedToUnknown<Fields>) is one TypeScript cannot resolve inside this generic function.
  const validated = (body: [Fields] extends [undefined] ? unknown : Fields): Fields => body as Fields;

  return async (app) => {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `Lists ${noun} entries you may read (yours; an organisation: its applicants'), by application or application_id.`,
          querystring: ApplicationFilterQuery,
          response: { 200: pageOf(kind.answer), ...errorResponses },
        },
      },
      async (request) => {
        const window = pageWindow(request.query);
        const filters = applicationFilters(request.query);
        const { total, rows } = await listEntries(app.db, kind, requireUser(request), filters, window);
        return toPage(request, window, total, rows.map(kind.present));
      },
    );

    app.get(
      itemPath,
      {
        schema: {
          tags,
          summary: `One ${noun} entry you may read.`,
          params: IdParams,
          response: { 200: kind.answer, ...errorResponses },
        },
      },
      async (request) => kind.present(await readEntry(app.db, kind, requireUser(request), request.params.id)),
    );

    app.post(
      path,
      {
        schema: {
          tags,
          summary: `Adds an ${noun} entry to your profile (at most ${kind.max}); blank fields are allowed, application defaults to yours.`,
          body: kind.input,
          response: { 201: kind.answer, ...errorResponses },
        },
      },
      async (request, reply) => {
        const user = requireRole(request, ['candidate']);
        const row = await saveEntry(app, kind, user.id, { id: null, replace: false }, validated(request.body));
        return reply.code(201).send(kind.present(row));
      },
    );

    const changeSchema = (summary: string, body: z.ZodType<Fields>) => ({
      schema: { tags, summary, params: IdParams, body, response: { 200: kind.answer, ...errorResponses } },
    });
    for (const [method, replace, summary, body] of [
      [
        'patch',
        false,
        `Changes some fields of an ${noun} entry of yours (the page sends the whole item).`,
        kind.patch,
      ],
      ['put', true, `Replaces an ${noun} entry of yours; fields not sent become blank.`, kind.input],
    ] as const) {
      app[method](itemPath, changeSchema(summary, body), async (request) => {
        const user = requireRole(request, ['candidate']);
        const target = { id: request.params.id, replace };
        return kind.present(await saveEntry(app, kind, user.id, target, validated(request.body)));
      });
    }

    app.delete(
      itemPath,
      {
        schema: {
          tags,
          summary: `Removes an ${noun} entry of yours.`,
          params: IdParams,
          response: { 204: z.null(), 401: Detail, 403: Detail, 404: Detail },
        },
      },
      async (request, reply) => {
        const user = requireRole(request, ['candidate']);
        await removeEntry(app.db, kind, user.id, request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
