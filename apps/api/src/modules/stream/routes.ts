import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/guards.ts';

/**
 * GET /api/stream/: server-sent events for the signed-in user (docs/product.md section C10): `notification` and
 * `message` events whose data is the JSON the API answers for them, a `ready` event first, heartbeats between.
 * A reconnecting browser sends Last-Event-ID and is sent what it missed.
 */
export const streamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stream/',
    {
      schema: {
        tags: ['notifications'],
        summary: "The signed-in user's live events (text/event-stream): notification and message.",
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx would otherwise buffer the stream and deliver events in bursts.
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      // The headers leave with the 'ready' event, in one socket write rather than two: at 10,000 streams opening
      // together the writes were most of the work.
      const lastEventId = request.headers['last-event-id'];
      await app.streams.open(user, response, typeof lastEventId === 'string' ? lastEventId : undefined);
    },
  );
};
