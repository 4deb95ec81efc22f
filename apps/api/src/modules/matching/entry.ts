// What app.ts registers from this module: its routes and plugins. Other modules import its index.ts, which
// leaves these out, so that reaching a module's services never drags in routes that import yet other modules.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { matchCountRoutes } from './count.routes.ts';
import { matchingRoutes } from './routes.ts';
import { matrixRoutes } from './matrices/routes.ts';
import { storedSessionRoutes } from './sessions/routes.ts';
import { refuseUnplainQueryKeys } from '../community/index.ts';

/** The matching engine's API under /api/matching/ (the engine itself is installed by matchingPlugin). */
export const matchingArea: FastifyPluginAsyncZod = async (app) => {
  await app.register(matchingRoutes);
  await app.register(matchCountRoutes);
  // The stored sessions and results, and the skill matrices (docs/product.md section 2's community-era paths):
  // their query parameter names are plain words, as in the community area they came from.
  await app.register(async (records) => {
    records.addHook('preValidation', refuseUnplainQueryKeys);
    await records.register(storedSessionRoutes);
    await records.register(matrixRoutes);
  });
};

export { matchingPlugin } from './plugin.ts';
