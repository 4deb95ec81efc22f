import { DETAILS } from '@tandem/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { drainRequest } from '../lib/drain-request.ts';
import { HttpError, serviceUnavailable, type FieldErrors } from '../lib/http-errors.ts';
import { isOutage } from '../lib/outage.ts';

/** A body over the limit is read to its end (and dropped) up to this much, so the client can read its 413. */
const DRAIN_MAX_BYTES = 32 * 1024 * 1024;
const DRAIN_TIMEOUT_MS = 15_000;

/** Zod issues as DRF field errors: the first path segment names the field. */
function fieldErrors(validation: { instancePath: string; message?: string }[], context: string | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of validation) {
    const first = issue.instancePath.split('/').filter(Boolean)[0];
    const field = first ?? (context && context !== 'body' ? context : 'non_field_errors');
    (errors[field] ??= []).push(issue.message ?? 'Invalid value.');
  }
  return errors;
}

/**
 * Sends ready-made JSON, past the route's response serializer, so that an error's shape can never turn into a
 * second error.
 */
function sendError(reply: FastifyReply, status: number, body: unknown, headers: Record<string, string> = {}) {
  return reply.code(status).headers(headers).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/**
 * Every error leaves in the shape of docs/product.md section C2. A client's mistake is a 4xx with a reason; anything
 * else is a 500 whose body says nothing about the inside (no stack, SQL or path), while the log keeps the cause.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return sendError(reply, error.statusCode, error.body, error.headers);
    if (hasZodFastifySchemaValidationErrors(error)) return sendError(reply, 400, fieldErrors(error.validation, error.validationContext));
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      await drainRequest(request.raw, DRAIN_MAX_BYTES, DRAIN_TIMEOUT_MS);
      return sendError(reply, 413, { detail: error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? DETAILS.bodyTooLarge : DETAILS.tooLarge });
    }
    if (status === 429) return sendError(reply, 429, { detail: DETAILS.throttled });
    if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendError(reply, 415, { detail: DETAILS.unsupportedType });
    // Fastify's and plugins' other client errors (bad JSON, multipart limits): keep the status, word it plainly.
    if (status >= 400 && status < 500) return sendError(reply, status, { detail: 'Malformed request.' });
    // The database or Redis is out of reach: the client may try again shortly; the instance carries on.
    if (isOutage(error)) {
      request.log.warn({ err: error }, 'a service this call needs is unavailable');
      const unavailable = serviceUnavailable();
      return sendError(reply, unavailable.statusCode, unavailable.body, unavailable.headers);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, { detail: DETAILS.internal });
  });
});
