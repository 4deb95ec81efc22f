import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { DETAILS } from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const API_PREFIXES = ['/api/', '/common/', '/media/'];

/**
 * Serves the built web app from the API's port. Unknown API paths answer JSON 404s; any other GET is a
 * client-side route and gets index.html, so deep links and reloads work.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { root: string }) => {
  const hasBuild = existsSync(join(options.root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
      setHeaders(reply, path) {
        // Vite fingerprints everything under assets/, so those files never change under the same name.
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/landingpage'));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((prefix) => path === prefix.slice(0, -1) || path.startsWith(prefix));
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send({ detail: DETAILS.notFound });
    if (isApi || !hasBuild) return reply.code(404).send({ detail: DETAILS.notFound });
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
