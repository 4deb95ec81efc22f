import { DETAILS } from '@tandem/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, type FieldErrors } from '../lib/http-errors.ts';

/** Zod issues as DRF field errors: the first path segment names the field, the rest go to non_field_errors. */
function fieldErrors(validation: { instancePath: string; message?: string }[], context: string | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of validation) {
    const field = issue.instancePath.split('/').filter(Boolean)[0] ?? (context === 'body' ? 'non_field_errors' : context ?? 'non_field_errors');
    (errors[field] ??= []).push(issue.message ?? 'Invalid value.');
  }
  return errors;
}

/**
 * Every error leaves in the shape of CONTRACT.md section 2. A client's mistake is a 4xx with a reason; anything
 * else is a 500 whose body says nothing about the inside (no stack, SQL or path), while the log keeps the cause.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(fieldErrors(error.validation, error.validationContext));
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_PARTS_LIMIT') {
      return reply.code(413).send({ detail: DETAILS.tooLarge });
    }
    if (status === 429) return reply.code(429).send({ detail: DETAILS.throttled });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type): keep the status, word it for people.
      const detail = error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? DETAILS.unsupportedType : 'Malformed request.';
      return reply.code(status).send({ detail });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ detail: DETAILS.internal });
  });
});
