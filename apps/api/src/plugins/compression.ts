import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** JSON, and only JSON: the live stream (text/event-stream), files and images leave as they are. */
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json(?:;|$)/u;

/**
 * The API's JSON answers leave brotli- or gzip-compressed when the client accepts it and the answer is 1 KB or
 * more (a signed-in candidate's scored list is about 20 KB, 3 KB compressed). Public pages, feeds and the built
 * app carry their own encoding, made once (public-pages/send.ts, web-app.ts), and are left alone: the plugin
 * skips an answer that already has a Content-Encoding. Brotli at quality 4, the plugin's default for answers made
 * per request. Request bodies are never decompressed: a compressed body could be a bomb, and the body limit
 * counts bytes as sent.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: JSON_TYPE,
    globalDecompression: false,
  });
});
