import { AdminReasonInput, HeldJobAnswer } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../admin/index.ts';
import { pageOf, PageQuerySchema, pageWindow, toPage } from '../../../lib/pagination.ts';
import { errorResponses, IdParams } from '../../../lib/schemas.ts';
import { heldJobsPage, publishJob, rejectJob } from './service.ts';

const tags = ['admin'];
const Done = z.object({ id: z.number(), status: z.enum(['active', 'closed']) });

/** Jobs held for review, for operators only (docs/product.md section C20); every decision needs a reason and is logged. */
export const heldJobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/jobs/held/',
    {
      schema: {
        tags,
        summary: 'Jobs held for review, longest waiting first, each with why it was held (operators only).',
        querystring: PageQuerySchema,
        response: { 200: pageOf(HeldJobAnswer), ...errorResponses },
      },
    },
    async (request) => {
      requireAdmin(request);
      const window = pageWindow(request.query);
      const { count, rows } = await heldJobsPage(app.db, window);
      return toPage(request, window, count, rows);
    },
  );

  app.post(
    '/admin/jobs/:id/publish/',
    {
      schema: { tags, summary: 'Publishes a held job (operators only); the reason is logged and the organisation is told.', params: IdParams, body: AdminReasonInput, response: { 200: Done, ...errorResponses } },
      preValidation: async (request) => void requireAdmin(request),
    },
    async (request) => {
      await publishJob(app, requireAdmin(request), request.params.id, request.body.reason);
      return { id: request.params.id, status: 'active' as const };
    },
  );

  app.post(
    '/admin/jobs/:id/reject/',
    {
      schema: { tags, summary: 'Rejects a held job (operators only): it is closed, and the organisation is told the reason.', params: IdParams, body: AdminReasonInput, response: { 200: Done, ...errorResponses } },
      preValidation: async (request) => void requireAdmin(request),
    },
    async (request) => {
      await rejectJob(app, requireAdmin(request), request.params.id, request.body.reason);
      return { id: request.params.id, status: 'closed' as const };
    },
  );
};
