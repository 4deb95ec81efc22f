import { LIMITS, type Page } from '@tandem/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

/** limit and offset as every list takes them (docs/product.md section C2); merge into a route's querystring schema. */
export const PageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'A valid integer is required.' })
    .int('A valid integer is required.')
    .min(0, 'Ensure this value is greater than or equal to 0.')
    .max(LIMITS.listMaxLimit, `Ensure this value is less than or equal to ${LIMITS.listMaxLimit}.`)
    .optional(),
  offset: z.coerce
    .number({ error: 'A valid integer is required.' })
    .int('A valid integer is required.')
    .min(0, 'Ensure this value is greater than or equal to 0.')
    .max(1_000_000_000, 'Ensure this value is less than or equal to 1000000000.')
    .optional(),
});

export interface PageWindow {
  limit: number;
  offset: number;
}

export const pageWindow = (query: { limit?: number | undefined; offset?: number | undefined }): PageWindow => ({
  limit: query.limit ?? LIMITS.listDefaultLimit,
  offset: query.offset ?? 0,
});

/** A path that a URL parser would give back unchanged (no dot segments, nothing to percent-encode). */
const PLAIN_PATH = /^(?:\/[\w\-~%]+|\/)+$/;

/** The URL of the same list with another offset: the next and previous links of a page. */
function pageUrl(request: FastifyRequest, limit: number, offset: number): string {
  const at = request.url.indexOf('?');
  const path = at === -1 ? request.url : request.url.slice(0, at);
  // Parsing the whole URL was 4% of the busiest call; only an unusual path needs it.
  const pathname = PLAIN_PATH.test(path) ? path : new URL(path, 'http://local').pathname;
  const params = new URLSearchParams(at === -1 ? '' : request.url.slice(at + 1));
  params.set('limit', String(limit));
  if (offset > 0) params.set('offset', String(offset));
  else params.delete('offset');
  return `${pathname}?${params.toString()}`;
}

/** { count, next, previous, results } for a window over a list of `count` items. */
export function toPage<T>(request: FastifyRequest, window: PageWindow, count: number, results: T[]): Page<T> {
  const { limit, offset } = window;
  const hasNext = limit > 0 && offset + limit < count;
  return {
    count,
    next: hasNext ? pageUrl(request, limit, offset + limit) : null,
    previous: offset > 0 && limit > 0 ? pageUrl(request, limit, Math.max(0, offset - limit)) : null,
    results,
  };
}

/** The schema of a page of items, for response validation and the OpenAPI document. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(item) });
