import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import { DETAILS } from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { chooseEncoding, compress, type ContentEncoding } from '../lib/content-encoding.ts';
import { routePages } from './route-pages.ts';

const API_PREFIXES = ['/api/', '/common/', '/media/'];

/** Text assets worth compressing (fingerprinted under assets/, so a compressed copy never goes stale). */
const COMPRESSIBLE = /^\/assets\/[\w.-]+\.(?:js|css|svg|json|txt|map)$/;

type Encoding = ContentEncoding;

/**
 * Compressed copies of the built assets, made once per file and encoding on first request (off the event loop)
 * and kept in memory: the build is a few megabytes at most and never changes while the server runs.
 */
function compressedAssets(root: string) {
  const copies = new Map<string, Promise<Buffer>>();
  return (path: string, encoding: Encoding): Promise<Buffer> | undefined => {
    const file = resolve(root, `.${path}`);
    if (!file.startsWith(root + sep)) return undefined;
    const key = `${encoding}:${file}`;
    let copy = copies.get(key);
    if (!copy) {
      copy = readFile(file).then((bytes) => compress(bytes, encoding, 9));
      // A failure is not kept: the next request tries again.
      copy.catch(() => copies.delete(key));
      copies.set(key, copy);
    }
    return copy;
  };
}

/**
 * Serves the built web app from the API's port. Unknown API paths answer JSON 404s; any other GET is a
 * client-side route and gets index.html, so deep links and reloads work.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { root: string }) => {
  const hasBuild = existsSync(join(options.root, 'index.html'));
  const pageFor = hasBuild ? routePages(options.root) : undefined;
  if (hasBuild) {
    // The built files and their compressing hook in a context of their own: the hook runs for the files' routes
    // only, not for every API answer.
    await app.register(async (assets) => {
      // Scripts and styles leave compressed (brotli or gzip, as the browser accepts): a third to a fifth of the bytes.
      const compressed = compressedAssets(resolve(options.root));
      assets.addHook('onSend', async (request, reply, payload) => {
        const path = request.url.split('?')[0] ?? '';
        if (request.method !== 'GET' || reply.statusCode !== 200 || !COMPRESSIBLE.test(path) || request.headers.range || reply.getHeader('content-encoding')) return payload;
        reply.header('vary', 'accept-encoding');
        const encoding = chooseEncoding(request.headers['accept-encoding']);
        const copy = encoding ? compressed(path, encoding) : undefined;
        if (!encoding || !copy) return payload;
        let body: Buffer;
        try {
          body = await copy;
        } catch {
          return payload;
        }
        (payload as Readable | null)?.destroy?.();
        const etag = reply.getHeader('etag');
        // The same tag for every encoding of the file, made weak: equal content, not equal bytes.
        if (typeof etag === 'string' && !etag.startsWith('W/')) reply.header('etag', `W/${etag}`);
        reply.header('content-encoding', encoding);
        reply.header('content-length', body.length);
        return body;
      });
      await assets.register(fastifyStatic, {
        root: options.root,
        wildcard: false,
        index: false,
        setHeaders(reply, path) {
          // Vite fingerprints everything under assets/, so those files never change under the same name.
          reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  }
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/landingpage'));

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((prefix) => path === prefix.slice(0, -1) || path.startsWith(prefix));
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send({ detail: DETAILS.notFound });
    if (isApi || !pageFor) return reply.code(404).send({ detail: DETAILS.notFound });
    const page = pageFor(path, request.user?.role ?? null);
    // The page holds nothing of the user's, but its first paint follows the role the session cookie signs in: private,
    // so no shared cache hands a signed-in screen to a visitor; each variant (role, encoding) has its own tag, and
    // the browser revalidates it (a new build changes it).
    reply.header('cache-control', 'private, no-cache').header('vary', 'cookie, accept-encoding');
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    const etag = encoding ? `W/${page.etag}` : page.etag;
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    reply.type('text/html; charset=utf-8');
    if (!encoding) return reply.send(page.html);
    return reply.header('content-encoding', encoding).send(await page.encoded(encoding));
  });
});
