import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { matchCountRoutes } from './count.routes.ts';
import { matchingRoutes } from './routes.ts';

/** The matching engine's API under /api/matching/ (the engine itself is installed by matchingPlugin). */
export const matchingArea: FastifyPluginAsyncZod = async (app) => {
  await app.register(matchingRoutes);
  await app.register(matchCountRoutes);
};

// The matching module's public face: other modules import from here, never from its files (eslint.config.js).
export { matchingPlugin } from './plugin.ts';
export type { MatchingEngine } from './engine.ts';
export { candidateIdsVisibleTo, relatedCandidates } from './visibility.ts';
