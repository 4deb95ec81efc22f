import { JsonResumeExport } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCandidate } from '../../../lib/guards.ts';
import { Detail, FieldErrors } from '../../../lib/schemas.ts';
import { exportJsonResume } from './service.ts';

/** GET /api/profile/export/?format=json-resume: the caller's own profile as a JSON Resume (docs/product.md section C17). */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile/export/',
    {
      schema: {
        tags: ['profile'],
        summary: "The candidate's own profile as a JSON Resume 1.0 document, which POST /api/profile/import/ reads back.",
        querystring: z.object({ format: z.enum(['json-resume'], { error: 'The only format is json-resume.' }).default('json-resume') }),
        response: { 200: JsonResumeExport, 400: FieldErrors, 401: Detail, 403: Detail },
      },
    },
    async (request, reply) => {
      const user = requireCandidate(request);
      void reply.header('content-disposition', 'attachment; filename="resume.json"');
      return exportJsonResume(app.db, user);
    },
  );
};
