import { AdminCompanyAnswer, AdminReasonInput, AdminSearchQuery, AdminUserAnswer, AuditEntryAnswer, databaseId } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf, PageQuerySchema, pageWindow, toPage } from '../../lib/pagination.ts';
import { Detail, errorResponses } from '../../lib/schemas.ts';
import { listAudit, presentAuditEntry } from './audit.ts';
import { requireAdmin } from './policy.ts';
import { listCompanies, listUsers, restoreCompany, restoreUser, suspendCompany, suspendUser } from './suspensions.ts';

const IdParams = z.object({ id: databaseId('A valid integer is required.') });
const Done = z.object({ detail: z.string() });

const tags = ['admin'];

/** The operator's API (docs/product.md section C20): every call refused (401/403) to everyone but operators. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit/',
    {
      schema: {
        tags,
        summary: 'The audit log of every operator action, newest first; q searches the operator, action, target and reason (operators only).',
        querystring: PageQuerySchema.extend(AdminSearchQuery.shape),
        response: { 200: pageOf(AuditEntryAnswer), ...errorResponses, 409: Detail },
      },
    },
    async (request) => {
      requireAdmin(request);
      const window = pageWindow(request.query);
      const { count, rows } = await listAudit(app.db, request.query.q, window);
      return toPage(request, window, count, rows.map(presentAuditEntry));
    },
  );

  app.get(
    '/admin/users/',
    {
      schema: {
        tags,
        summary: 'Accounts to suspend or restore, suspended first; q finds a name, e-mail or id (operators only).',
        querystring: PageQuerySchema.extend(AdminSearchQuery.shape),
        response: { 200: pageOf(AdminUserAnswer), ...errorResponses, 409: Detail },
      },
    },
    async (request) => {
      requireAdmin(request);
      const window = pageWindow(request.query);
      const { count, results } = await listUsers(app, request.query.q, window);
      return toPage(request, window, count, results);
    },
  );

  app.get(
    '/admin/companies/',
    {
      schema: {
        tags,
        summary: 'Organisations to suspend or restore, suspended first; q finds a name, website or id (operators only).',
        querystring: PageQuerySchema.extend(AdminSearchQuery.shape),
        response: { 200: pageOf(AdminCompanyAnswer), ...errorResponses, 409: Detail },
      },
    },
    async (request) => {
      requireAdmin(request);
      const window = pageWindow(request.query);
      const { count, results } = await listCompanies(app, request.query.q, window);
      return toPage(request, window, count, results);
    },
  );

  const action = (summary: string, run: (operator: ReturnType<typeof requireAdmin>, id: number, reason: string) => Promise<void>, done: string) => ({
    schema: { tags, summary, params: IdParams, body: AdminReasonInput, response: { 200: Done, ...errorResponses, 409: Detail } },
    handler: async (request: { params: { id: number }; body: AdminReasonInput } & Parameters<typeof requireAdmin>[0]) => {
      const operator = requireAdmin(request);
      await run(operator, request.params.id, request.body.reason);
      return { detail: done };
    },
  });

  app.post(
    '/admin/users/:id/suspend/',
    action('Suspends an account with a reason: its sessions end on every instance and it cannot sign in (operators only).', (operator, id, reason) => suspendUser(app, operator, id, reason), 'Suspended.'),
  );
  app.post('/admin/users/:id/restore/', action('Restores a suspended account (operators only).', (operator, id, reason) => restoreUser(app, operator, id, reason), 'Restored.'));
  app.post(
    '/admin/companies/:id/suspend/',
    action(
      "Suspends an organisation with a reason: its jobs leave every list, page, feed and ranking at once and its members' sessions end (operators only).",
      (operator, id, reason) => suspendCompany(app, operator, id, reason),
      'Suspended.',
    ),
  );
  app.post(
    '/admin/companies/:id/restore/',
    action('Restores a suspended organisation and brings its jobs back (operators only).', (operator, id, reason) => restoreCompany(app, operator, id, reason), 'Restored.'),
  );
};
