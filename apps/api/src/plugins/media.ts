import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import { LIMITS } from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicMediaDir } from '../lib/uploads/images.ts';

/** Multipart parsing with hard limits, and the public images under /media/ (nothing else is served from disk). */
export const mediaPlugin = fp(async (app: FastifyInstance, options: { uploadsDir: string }) => {
  await app.register(multipart, {
    limits: { fileSize: LIMITS.resumeMaxBytes, files: 1, fields: 30, fieldSize: 100_000, parts: 40 },
  });
  const root = publicMediaDir(options.uploadsDir);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders(reply) {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cache-control', 'public, max-age=86400');
    },
  });
});
