import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, compress, type ContentEncoding } from '../../lib/content-encoding.ts';

/** An answer as sent: status, type and body. */
export interface Sent {
  status: number;
  type: string;
  body: string | Buffer;
}

/** Below this, compressing saves less than the headers it adds. */
const WORTH_COMPRESSING = 1_024;
/**
 * Brotli's quality: a page is compressed again after every change, so speed counts. At 10,000 jobs (bench/
 * public-bytes.ts) 6 made a job page in 1.2 ms and the 5.8 MB aggregators' feed in 81 ms; 11 took 6.4 ms and
 * 36 s for 10 to 18% fewer bytes.
 */
const QUALITY = 6;

interface Extras {
  etag: string;
  copies: Map<ContentEncoding, Promise<Buffer>>;
}

/**
 * Per answer (the cache keeps the answer, so these live as long as it does): its tag, worked out once, and its
 * compressed copies, each made once off the event loop when first asked for. Anonymous traffic repeats the same
 * few pages: a repeat costs a map lookup, not a hash and a compression.
 */
const extras = new WeakMap<Sent, Extras>();

function extrasOf(sent: Sent): Extras {
  let found = extras.get(sent);
  if (!found) {
    found = { etag: `W/"${createHash('sha1').update(sent.body).digest('base64url')}"`, copies: new Map() };
    extras.set(sent, found);
  }
  return found;
}

const compressible = (sent: Sent) => !sent.type.startsWith('image/') && sent.body.length >= WORTH_COMPRESSING;

/** An If-None-Match header naming the tag (or any tag). */
const matches = (header: string | undefined, etag: string) =>
  header !== undefined && (header.trim() === '*' || header.split(',').some((tag) => tag.trim() === etag || `W/${tag.trim()}` === etag));

/**
 * Sends a public answer: the same for everybody and kept in step with every change, so caches may keep it but must
 * ask again each time (`no-cache`), and a revalidation whose tag still matches is a bodiless 304. Text leaves
 * brotli- or gzip-compressed as the client accepts; the tag is weak, one for every encoding of the same content.
 */
export async function sendPublic(request: FastifyRequest, reply: FastifyReply, sent: Sent) {
  const { etag, copies } = extrasOf(sent);
  reply.code(sent.status).type(sent.type).header('cache-control', 'public, no-cache').header('vary', 'accept-encoding').header('etag', etag);
  if (sent.status === 200 && matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  const encoding = compressible(sent) ? chooseEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(sent.body);
  let copy = copies.get(encoding);
  if (!copy) {
    copy = compress(sent.body, encoding, QUALITY);
    // A failure is not kept: the next request tries again.
    copy.catch(() => copies.delete(encoding));
    copies.set(encoding, copy);
  }
  const body = await copy;
  return reply.header('content-encoding', encoding).header('content-length', body.length).send(body);
}
