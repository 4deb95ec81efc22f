import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { StreamHub } from './hub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's open live streams; features register where their events come from. */
    streams: StreamHub;
  }
}

/** The hub of live streams, closed before the server stops so no response holds shutdown up. */
export const streamPlugin = fp(async (app: FastifyInstance, options: { config: Config }) => {
  const hub = new StreamHub(app.bus, app.log, { heartbeatMs: options.config.STREAM_HEARTBEAT, perUser: options.config.STREAMS_PER_USER });
  app.decorate('streams', hub);
  app.addHook('preClose', async () => hub.close());
});
