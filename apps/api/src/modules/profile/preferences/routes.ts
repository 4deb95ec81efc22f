import { PreferencesAnswer, PreferencesInput } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCandidate } from '../../../lib/guards.ts';
import { errorResponses } from '../../../lib/schemas.ts';
import { readPreferences, savePreferences } from './service.ts';

const tags = ['profile'];

/**
 * `/api/preferences/`: what a candidate looks for (job types, remote or on site, lowest salary, level), their
 * own only. The match score honours it (docs/product.md section C14), so a save is a profile change for matching.
 */
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/preferences/',
    { schema: { tags, summary: 'Your job preferences (candidates); none stated until saved.', response: { 200: PreferencesAnswer, ...errorResponses } } },
    async (request) => readPreferences(app.db, requireCandidate(request).id),
  );

  app.put(
    '/api/preferences/',
    {
      schema: {
        tags,
        summary: 'Replaces your job preferences (candidates): an empty list or null states no preference.',
        body: PreferencesInput,
        response: { 200: PreferencesAnswer, ...errorResponses },
      },
    },
    async (request) => savePreferences(app.db, requireCandidate(request).id, request.body),
  );
};
