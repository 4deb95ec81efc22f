import { AccountExport, DeleteAccountInput } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/guards.ts';
import { Detail, FieldErrors } from '../../lib/schemas.ts';
import { clearSignedInCookies } from '../auth/index.ts';
import { deleteAccount } from './deletion.service.ts';
import { exportArchive } from './export-archive.ts';
import { exportAccount } from './export.service.ts';

const tags = ['accounts'];

/** At most this many exports an hour per user (JSON and zip together): each reads every table about them. */
export const EXPORTS_PER_HOUR = 5;

const exportRateLimit = {
  max: EXPORTS_PER_HOUR,
  timeWindow: '1 hour',
  allowList: () => false,
  keyGenerator: (request: { user: { id: number } | null; ip: string }) => `account-export:${request.user?.id ?? request.ip}`,
};

/** Taking one's data and leaving (docs/product.md section C13): the export and the account's deletion. */
export const privacyRoutes: FastifyPluginAsyncZod<{ uploadsDir: string; secret: string }> = async (app, options) => {
  app.get(
    '/account/export/',
    {
      config: { rateLimit: exportRateLimit },
      schema: {
        tags,
        summary: 'Everything held about the signed-in user, as one JSON attachment (at most 5 an hour).',
        response: { 200: AccountExport, 401: Detail, 429: Detail },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const data = await exportAccount(app.db, user);
      const day = data.exported_at.slice(0, 10);
      reply.header('content-disposition', `attachment; filename="tandem-export-${day}.json"`);
      reply.header('cache-control', 'no-store');
      return data;
    },
  );

  app.get(
    '/account/export/archive/',
    {
      config: { rateLimit: exportRateLimit },
      schema: {
        tags,
        summary: 'The same export as a zip attachment: data.json, and the résumé file if one was uploaded (at most 5 exports an hour).',
        produces: ['application/zip'],
        response: { 200: z.any().describe('A zip of data.json and resume/{filename}.'), 401: Detail, 429: Detail },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const data = await exportAccount(app.db, user);
      const archive = await exportArchive(app.db, options.uploadsDir, user.id, data);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="tandem-export-${data.exported_at.slice(0, 10)}.zip"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(archive));
    },
  );

  app.delete(
    '/account/',
    {
      // Guessing the password from a borrowed session is as slow as guessing it at login.
      config: { rateLimit: { max: 10, timeWindow: '15 minutes', keyGenerator: (request) => `account-delete:${request.user?.id ?? request.ip}` } },
      schema: {
        tags,
        summary:
          "Deletes the signed-in user's account: { password } confirms (an account that signs in with Google only sends { email }, its own address). Messages stay with the other party under 'Deleted user'; an organisation's jobs stay with the company.",
        body: DeleteAccountInput,
        response: { 204: z.null(), 400: FieldErrors, 401: Detail, 403: Detail, 429: Detail },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await deleteAccount(app, options.uploadsDir, user, request.body);
      clearSignedInCookies(request, reply, options.secret);
      return reply.code(204).send(null);
    },
  );
};
