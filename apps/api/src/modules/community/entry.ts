// What app.ts registers from this module: its routes and plugins. Other modules import its index.ts, which
// leaves these out, so that reaching a module's services never drags in routes that import yet other modules.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/http-errors.ts';
import { eventRoutes } from './events/routes.ts';
import { geographyRoutes } from './geography/routes.ts';
import { matchingListRoutes } from './matching-lists/routes.ts';
import { matrixRoutes } from './matrices/routes.ts';
import { resourceRoutes } from './resources/routes.ts';
import { PLAIN_QUERY_KEY } from './shared/query.ts';
import { tagRoutes } from './tags/routes.ts';
import { volunteerRoutes } from './volunteer/routes.ts';

/** Registers every route of the community area under /api (and /common where docs/product.md puts them). */
export const communityArea: FastifyPluginAsyncZod<{ uploadsDir: string }> = async (app, _options) => {
  // Query parameter names are plain words here. `location[$ne]=x` and friends are refused outright rather than
  // silently ignored, so a probe never looks like a filter that matched everything.
  app.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (query && Object.keys(query).some((key) => !PLAIN_QUERY_KEY.test(key))) {
      throw badRequest({ non_field_errors: ['Unknown or malformed query parameter.'] });
    }
  });
  await app.register(eventRoutes);
  await app.register(geographyRoutes);
  await app.register(matchingListRoutes);
  await app.register(matrixRoutes);
  await app.register(resourceRoutes);
  await app.register(tagRoutes);
  await app.register(volunteerRoutes);
};
