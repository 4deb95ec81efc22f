import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Registers every route of the community area under /api (and /common where SPEC.md puts them). */
export const communityArea: FastifyPluginAsyncZod<{ uploadsDir: string }> = async (_app, _options) => {};
