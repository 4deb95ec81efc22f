import { CompanyAnswer, CompanyPatchInput, CompanyWriteInput, JOBS_MESSAGES } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../../lib/guards.ts';
import { forbidden } from '../../../lib/http-errors.ts';
import { pageOf, pageWindow, PageQuerySchema, toPage } from '../../../lib/pagination.ts';
import { Detail, FieldErrors, IdParams } from '../../../lib/schemas.ts';
import { removeStoredImage, storeImage } from '../../../lib/uploads/images.ts';
import { parseOrThrow } from '../../../lib/validation.ts';
import { readBodyWithImage } from '../common/forms.ts';
import { queryText, listQuery } from '../common/schemas.ts';
import { requireCompanyCreator, requireCompanyOwner } from './policy.ts';
import { presentCompany } from './presenter.ts';
import { changeCompany, companiesPage, createCompany, loadCompany } from './service.ts';

const tags = ['companies'];
const ListQuery = listQuery({ ...PageQuerySchema.shape, search: queryText().optional() });
const writeErrors = { 400: FieldErrors, 401: Detail, 403: Detail, 404: Detail, 413: Detail, 415: Detail };
const FIELDS = 'name, address, email, phone_number, website; a logo image in the multipart field `logo` (JPEG, PNG or WebP, at most 5 MB)';

export const companyRoutes: FastifyPluginAsyncZod<{ uploadsDir: string }> = async (app, options) => {
  app.get(
    '/company/',
    {
      schema: {
        tags,
        summary: 'Companies, public fields only (contact details for your own). Filter: search (name).',
        querystring: ListQuery,
        response: { 200: pageOf(CompanyAnswer), 400: FieldErrors },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const { count, rows } = await companiesPage(app.db, request.query.search, window);
      return toPage(request, window, count, rows.map((company) => presentCompany(company, request.user)));
    },
  );

  app.get(
    '/company/:id/',
    { schema: { tags, summary: 'One company: public fields; email and phone_number for its own users.', params: IdParams, response: { 200: CompanyAnswer, 400: FieldErrors, 404: Detail } } },
    async (request) => presentCompany(await loadCompany(app.db, request.params.id), request.user),
  );

  app.post(
    '/company/',
    {
      schema: {
        tags,
        summary: `Creates your organisation's company (one per user) and links your account to it. JSON or multipart: ${FIELDS}. name and address are required; is_small_business and is_nonprofit follow your role. A name another company has (case and spaces aside) is refused with a question unless confirm_duplicate is true.`,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: CompanyAnswer, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = requireCompanyCreator(request);
      const { fields, image } = await readBodyWithImage(request, 'logo');
      const input = parseOrThrow(CompanyWriteInput, fields);
      const logo = image ? await storeImage(options.uploadsDir, 'logos', image) : null;
      const confirmDuplicate = ['true', true].includes(fields.confirm_duplicate as string | boolean);
      const company = await createCompany(app.db, user, input, logo, confirmDuplicate).catch(async (error: unknown) => {
        await removeStoredImage(options.uploadsDir, logo);
        throw error;
      });
      return reply.code(201).send(presentCompany(company, { ...user, company_id: company.id }));
    },
  );

  for (const method of ['patch', 'put'] as const) {
    const replace = method === 'put';
    app[method](
      '/company/:id/',
      {
        schema: {
          tags,
          summary: replace
            ? `Replaces your company's details (JSON or multipart: ${FIELDS}); name and address are required.`
            : `Changes some of your company's details (JSON or multipart: ${FIELDS}).`,
          params: IdParams,
          consumes: ['application/json', 'multipart/form-data'],
          response: { 200: CompanyAnswer, ...writeErrors },
        },
      },
      async (request) => {
        const company = await loadCompany(app.db, request.params.id);
        const user = requireCompanyOwner(request, company);
        const { fields, image } = await readBodyWithImage(request, 'logo');
        const input = replace ? parseOrThrow(CompanyWriteInput, fields) : parseOrThrow(CompanyPatchInput, fields);
        const logo = image ? await storeImage(options.uploadsDir, 'logos', image) : undefined;
        const changed = await changeCompany(app.db, company, input, logo === undefined ? { replace } : { replace, logo }).catch(async (error: unknown) => {
          if (logo !== undefined) await removeStoredImage(options.uploadsDir, logo);
          throw error;
        });
        if (logo !== undefined) await removeStoredImage(options.uploadsDir, company.logo);
        return presentCompany({ ...changed, response_rate: company.response_rate, median_reply_days: company.median_reply_days }, user);
      },
    );
  }

  app.delete(
    '/company/:id/',
    { schema: { tags, summary: 'Refused: a company outlives its jobs.', params: IdParams, response: { 204: z.null(), 400: FieldErrors, 401: Detail, 403: Detail, 404: Detail } } },
    async (request) => {
      requireUser(request);
      await loadCompany(app.db, request.params.id);
      throw forbidden(JOBS_MESSAGES.companyNotDeletable);
    },
  );
};
