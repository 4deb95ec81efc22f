// What app.ts registers from this module: its routes and plugins. Other modules import its index.ts, which
// leaves these out, so that reaching a module's services never drags in routes that import yet other modules.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { matchCountRoutes } from './count.routes.ts';
import { matchingRoutes } from './routes.ts';

/** The matching engine's API under /api/matching/ (the engine itself is installed by matchingPlugin). */
export const matchingArea: FastifyPluginAsyncZod = async (app) => {
  await app.register(matchingRoutes);
  await app.register(matchCountRoutes);
};

export { matchingPlugin } from './plugin.ts';
