import { PROFILE_MESSAGES, profileDatesInOrder } from '@tandem/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { Database as Tables } from '../../db/schema.ts';
import { requireRole, requireUser } from '../../lib/guards.ts';
import { badRequest, fieldError, notFound } from '../../lib/http-errors.ts';
import { pageOf, pageWindow, toPage } from '../../lib/pagination.ts';
import { Detail, errorResponses } from '../../lib/schemas.ts';
import { nowIso } from '../../lib/time.ts';
import { readableApplicationIds } from './policy.ts';
import { ApplicationFilterQuery, applicationFilters, IdParams } from './queries.ts';
import { findOwnApplication, lockApplication, recordProfileChange } from './repository.ts';

/**
 * Education and work experience follow one pattern (docs/product.md section 7): entries of a profile, listed by
 * `application`, added up to a maximum, changed and removed by their owner only. The tables share id,
 * application_id, the dates and created_at; Kysely sees either through the union of the two names.
 */
type EntryTable = 'education' | 'experience';
type Fields = Record<string, unknown>;

export interface EntryKind<T extends EntryTable, A> {
  table: T;
  path: string;
  /** "education": for the OpenAPI summaries ("an education entry"). */
  noun: string;
  max: number;
  maxMessage: string;
  input: z.ZodType<Fields>;
  patch: z.ZodType<Fields>;
  answer: z.ZodType<A>;
  /** What PUT writes for a field it is not sent: a full replacement. */
  blank: Fields;
  present: (row: Selectable<Tables[T]>) => A;
}

/** Validated fields as columns: flags as 0/1, `application` handled apart, unsent fields left out. */
function toColumns({ application: _application, ...fields }: Fields): Fields {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, typeof value === 'boolean' ? Number(value) : value]),
  );
}

/** The entry with this id on the candidate's own profile, or a 404 (another's looks the same as none). */
async function ownEntry<T extends EntryTable>(app: FastifyInstance, table: T, userId: number, id: number) {
  const own = await findOwnApplication(app.db, userId);
  const row =
    own &&
    (await app.db
      .selectFrom(table as EntryTable)
      .selectAll()
      .where('id', '=', id)
      .where('application_id', '=', own.id)
      .executeTakeFirst());
  if (!row) throw notFound();
  return row as Selectable<Tables[T]> & {
    id: number;
    application_id: number;
    start_date: string | null;
    end_date: string | null;
  };
}

export function entryRoutes<T extends EntryTable, A>(kind: EntryKind<T, A>): FastifyPluginAsyncZod {
  const { table, path } = kind;
  const itemPath = `${path}:id/`;
  const tags = ['profile'];
  const present = (row: unknown) => kind.present(row as Selectable<Tables[T]>);

  return async (app) => {
    const readable = (request: FastifyRequest) => readableApplicationIds(app.db, requireUser(request));

    app.get(
      path,
      {
        schema: {
          tags,
          summary: `Lists ${kind.noun} entries you may read (yours; an organisation: its applicants'), by application or application_id.`,
          querystring: ApplicationFilterQuery,
          response: { 200: pageOf(kind.answer), ...errorResponses },
        },
      },
      async (request) => {
        const window = pageWindow(request.query);
        let entries = app.db.selectFrom(table as EntryTable).where('application_id', 'in', readable(request));
        for (const id of applicationFilters(request.query))
          entries = entries.where('application_id', '=', id);
        const [total, rows] = await Promise.all([
          entries.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
          entries.selectAll().orderBy('id').limit(window.limit).offset(window.offset).execute(),
        ]);
        return toPage(request, window, Number(total.count), rows.map(present));
      },
    );

    app.get(
      itemPath,
      {
        schema: {
          tags,
          summary: `One ${kind.noun} entry you may read.`,
          params: IdParams,
          response: { 200: kind.answer, ...errorResponses },
        },
      },
      async (request) => {
        const row = await app.db
          .selectFrom(table as EntryTable)
          .selectAll()
          .where('id', '=', request.params.id)
          .where('application_id', 'in', readable(request))
          .executeTakeFirst();
        if (!row) throw notFound();
        return present(row);
      },
    );

    app.post(
      path,
      {
        schema: {
          tags,
          summary: `Adds an ${kind.noun} entry to your profile (at most ${kind.max}); blank fields are allowed, application defaults to yours.`,
          body: kind.input,
          response: { 201: kind.answer, ...errorResponses },
        },
      },
      async (request, reply) => {
        const user = requireRole(request, ['candidate']);
        const own = await findOwnApplication(app.db, user.id);
        if (!own || (request.body.application !== undefined && request.body.application !== own.id))
          throw notFound();
        const row = await app.db.transaction().execute(async (trx) => {
          await lockApplication(trx, app.dialect, own.id);
          const { count } = await trx
            .selectFrom(table as EntryTable)
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('application_id', '=', own.id)
            .executeTakeFirstOrThrow();
          if (Number(count) >= kind.max) throw badRequest({ non_field_errors: [kind.maxMessage] });
          const values = { ...toColumns(request.body), application_id: own.id, created_at: nowIso() };
          return trx
            .insertInto(table as EntryTable)
            .values(values as never)
            .returningAll()
            .executeTakeFirstOrThrow();
        });
        await recordProfileChange(app.db, user.id);
        return reply.code(201).send(present(row));
      },
    );

    const change =
      (replace: boolean) => async (request: FastifyRequest<{ Params: { id: number }; Body: Fields }>) => {
        const user = requireRole(request, ['candidate']);
        const row = await ownEntry(app, table, user.id, request.params.id);
        const { application } = request.body;
        if (application !== undefined && application !== row.application_id)
          throw fieldError('application', PROFILE_MESSAGES.cannotChange);
        const columns = toColumns(replace ? { ...kind.blank, ...request.body } : request.body);
        const start = 'start_date' in columns ? (columns.start_date as string | null) : row.start_date;
        const end = 'end_date' in columns ? (columns.end_date as string | null) : row.end_date;
        if (!profileDatesInOrder(start, end)) throw fieldError('end_date', PROFILE_MESSAGES.endBeforeStart);
        if (Object.keys(columns).length === 0) return present(row);
        const updated = await app.db
          .updateTable(table as EntryTable)
          .set(columns as never)
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordProfileChange(app.db, user.id);
        return present(updated);
      };

    const changeSchema = (summary: string, body: z.ZodType<Fields>) => ({
      schema: { tags, summary, params: IdParams, body, response: { 200: kind.answer, ...errorResponses } },
    });
    app.patch(
      itemPath,
      changeSchema(
        `Changes some fields of an ${kind.noun} entry of yours (the page sends the whole item).`,
        kind.patch,
      ),
      change(false),
    );
    app.put(
      itemPath,
      changeSchema(`Replaces an ${kind.noun} entry of yours; fields not sent become blank.`, kind.input),
      change(true),
    );

    app.delete(
      itemPath,
      {
        schema: {
          tags,
          summary: `Removes an ${kind.noun} entry of yours.`,
          params: IdParams,
          response: { 204: z.null(), 401: Detail, 403: Detail, 404: Detail },
        },
      },
      async (request, reply) => {
        const user = requireRole(request, ['candidate']);
        const row = await ownEntry(app, table, user.id, request.params.id);
        await app.db
          .deleteFrom(table as EntryTable)
          .where('id', '=', row.id)
          .execute();
        await recordProfileChange(app.db, user.id);
        return reply.code(204).send(null);
      },
    );
  };
}
