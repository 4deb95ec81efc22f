import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readinessRoutes } from './ready.routes.ts';
import { databaseAnswers } from './service.ts';

const HealthAnswer = z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) });
const Starting = z.object({ status: z.literal('starting') });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rest/rest-check/',
    {
      schema: {
        tags: ['health'],
        summary: "Health check: the server answers and its database answers a query; 503 'starting' while the matching indexes are being built.",
        response: { 200: HealthAnswer, 503: Starting },
      },
    },
    async (_request, reply) => {
      // Load balancers, the cluster tests and Playwright wait for a 2xx: an instance is sent traffic once it can rank.
      if (!app.matching.ready) return reply.code(503).send({ status: 'starting' as const });
      await databaseAnswers(app.db);
      return { status: 'ok' as const, database: app.dialect };
    },
  );
  await app.register(readinessRoutes);
};
