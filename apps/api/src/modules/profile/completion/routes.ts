import { ProfileCompletionAnswer } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../../lib/guards.ts';
import { Detail } from '../../../lib/schemas.ts';
import { profileCompletion } from './service.ts';

/** `/api/users/dashboard/profile-completion/`: the candidate home's Profile Completion card. */
export const completionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/dashboard/profile-completion/',
    {
      schema: {
        tags: ['profile'],
        summary:
          'How complete your profile is (0 to 100) and the checklist behind it, each item with the page that fixes it.',
        response: { 200: ProfileCompletionAnswer, 401: Detail, 403: Detail },
      },
    },
    async (request) => profileCompletion(app.db, requireRole(request, ['candidate'])),
  );
};
