import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { createFileParser, type FileParser } from '../file-parsing/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads uploaded files off the main thread, within a time, memory and page bound (file-parsing/). */
    fileParser: FileParser;
  }
}

/** One parse pool per instance; PARSE_WARM_THREADS workers start when it listens, the others with uploads; all end with the app. */
export const fileParsingPlugin = fp(async (app: FastifyInstance, options: { config: Config }) => {
  const { config } = options;
  const parser = createFileParser(
    {
      threads: config.PARSE_THREADS,
      warmThreads: Math.min(config.PARSE_WARM_THREADS, config.PARSE_THREADS),
      timeLimitMs: config.PARSE_TIME_LIMIT,
      memoryLimitMb: config.PARSE_MEMORY_LIMIT_MB,
    },
    app.log,
  );
  app.decorate('fileParser', parser);
  // Warmed once the server listens, never while it starts (the worker's loading would compete for the CPU), and
  // never for an app only injected into (tests), whose pool starts with its first upload.
  app.addHook('onListen', async () => parser.warm());
  app.addHook('onClose', async () => parser.close());
});
