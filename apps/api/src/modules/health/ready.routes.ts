import { DETAILS } from '@tandem/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const Checks = z.record(z.string(), z.enum(['up', 'down'])).describe('Each service the instance needs: database, bus, redis, queue.');
const Ready = z.object({ status: z.literal('ready'), checks: Checks });
const NotReady = z.object({ status: z.enum(['starting', 'unavailable']), detail: z.string(), checks: Checks });

/** Seconds a load balancer is told to wait before asking a 503 instance again. */
const RETRY_AFTER_SECONDS = 5;

export const readinessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health/ready/',
    {
      schema: {
        tags: ['health'],
        summary:
          "Readiness for load balancers: 200 when the database, the bus's connection and Redis (when configured) answer and the matching indexes are built; else 503 with Retry-After. /api/rest/rest-check/ stays the liveness check.",
        response: { 200: Ready, 503: NotReady },
      },
    },
    async (_request, reply) => {
      const checks = await app.readiness.check();
      const down = Object.values(checks).includes('down');
      if (!down && app.matching.ready) return { status: 'ready' as const, checks };
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ status: down ? ('unavailable' as const) : ('starting' as const), detail: DETAILS.unavailable, checks });
    },
  );
};
