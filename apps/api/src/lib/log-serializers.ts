import type { FastifyRequest } from 'fastify';

/**
 * What a log line may say about a request and an error (docs/privacy.md): never a message body, résumé text or
 * contact details. Fastify logs the URL of every request, so a query string's values go (reset and unsubscribe
 * tokens, searches); an error keeps its type, message, code and stack, but not the values a database driver
 * copies into it (PostgreSQL's `detail` repeats the row: "Key (email)=(ann@example.com) already exists").
 */
export function requestForLog(request: Pick<FastifyRequest, 'method' | 'url' | 'ip'> & { hostname?: string }) {
  return { method: request.method, url: withoutQueryValues(request.url), host: request.hostname, remoteAddress: request.ip };
}

export function withoutQueryValues(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0] ?? ''}=…`);
  return `${url.slice(0, at)}?${names.join('&')}`;
}

const ERROR_FIELDS_KEPT = ['code', 'statusCode', 'constraint', 'table', 'column'];

type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

export function errorForLog(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const kept: LoggedError = { type: error.constructor.name, message: error.message, stack: error.stack ?? '' };
  for (const field of ERROR_FIELDS_KEPT) {
    // Drivers put their codes (pg's `code`, `detail`...) on the error object itself, which Error's type does not declare.
    const value = (error as unknown as Record<string, unknown>)[field];
    if (value !== undefined) kept[field] = value;
  }
  if (error.cause !== undefined) kept.cause = errorForLog(error.cause);
  return kept;
}

/** Never let these reach a log line, whatever level is set: secrets, and personal data an object may carry. */
export const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrftoken"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.email',
  '*.phone_number',
  '*.address',
  '*.body',
  '*.text',
];

export const logSerializers = { req: requestForLog, err: errorForLog };
