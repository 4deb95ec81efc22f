import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const HealthAnswer = z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rest/rest-check/',
    {
      schema: {
        tags: ['health'],
        summary: 'Health check: the server answers and its database answers a query.',
        response: { 200: HealthAnswer },
      },
    },
    async () => {
      await sql`select 1`.execute(app.db);
      return { status: 'ok' as const, database: app.dialect };
    },
  );
};
