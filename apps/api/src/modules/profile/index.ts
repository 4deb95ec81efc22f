import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Registers every route of the profile area under /api (and /common where SPEC.md puts them). */
export const profileArea: FastifyPluginAsyncZod<{ uploadsDir: string }> = async (_app, _options) => {};
