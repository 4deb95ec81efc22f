import { AdminReportAnswer, AdminReportsQuery, databaseId, ReportAnswer, ReportInput, ResolveReportInput } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/guards.ts';
import { pageOf, PageQuerySchema, pageWindow, toPage } from '../../lib/pagination.ts';
import { Detail, errorResponses } from '../../lib/schemas.ts';
import { requireAdmin } from '../admin/index.ts';
import { reportsForAdmin, resolveReport } from './moderation.ts';
import { fileReport } from './service.ts';

const IdParams = z.object({ id: databaseId('A valid integer is required.') });

export interface ReportRouteOptions {
  /** Reports one person may file an hour (REPORT_RATE_LIMIT). */
  perHour: number;
}

/** Reports (docs/product.md section C20): anyone signed in files them; operators decide them. */
export const reportRoutes: FastifyPluginAsyncZod<ReportRouteOptions> = async (app, options) => {
  app.post(
    '/reports/',
    {
      // Per person (or per address for a visitor, who is refused anyway): reports reach an operator's queue.
      config: { rateLimit: { max: options.perHour, timeWindow: '1 hour', keyGenerator: (request) => `report:${request.user?.id ?? request.ip}` } },
      schema: {
        tags: ['reports'],
        summary: "Reports a job, organisation, message or person, once each; never one's own. Three people reporting a job hide it until an operator decides.",
        body: ReportInput,
        response: { 201: ReportAnswer, ...errorResponses, 409: Detail },
      },
    },
    async (request, reply) => {
      const reporter = requireUser(request);
      return reply.code(201).send(await fileReport(app, reporter, request.body));
    },
  );

  app.get(
    '/admin/reports/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reports to review, newest first (open unless status says otherwise), with what was reported; of a conversation only the reported message and its neighbours (operators only).',
        querystring: PageQuerySchema.extend(AdminReportsQuery.shape),
        response: { 200: pageOf(AdminReportAnswer), ...errorResponses, 409: Detail },
      },
    },
    async (request) => {
      requireAdmin(request);
      const window = pageWindow(request.query);
      const { count, results } = await reportsForAdmin(app.db, request.query.status, window);
      return toPage(request, window, count, results);
    },
  );

  app.post(
    '/admin/reports/:id/resolve/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Decides a report and the other open reports of the same target, with a reason: remove takes it down, dismiss leaves it; each reporter is told (operators only).',
        params: IdParams,
        body: ResolveReportInput,
        response: { 200: z.object({ detail: z.string() }), ...errorResponses, 409: Detail },
      },
    },
    async (request) => {
      const operator = requireAdmin(request);
      await resolveReport(app, operator, request.params.id, request.body.decision, request.body.reason);
      return { detail: request.body.decision === 'remove' ? 'Removed.' : 'Dismissed.' };
    },
  );
};
