import { MESSAGES } from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-errors.ts';

/** True when any string in the value (nested objects and arrays included, keys too) holds a NUL character. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/** The top-level fields of an object whose values hold a NUL character. */
function fieldsWithNul(value: unknown): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || Buffer.isBuffer(value)) {
    return containsNul(value) ? ['non_field_errors'] : [];
  }
  return Object.entries(value)
    .filter(([key, item]) => key.includes('\u0000') || containsNul(item))
    .map(([key]) => (key.includes('\u0000') ? 'non_field_errors' : key));
}

/**
 * No text from a client may carry a NUL character: PostgreSQL refuses it in text columns (which would surface
 * as a 500) and SQLite would store it. Checked once for every route, before validation, and answered under
 * the field that holds it.
 */
export const inputHygienePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const fields = [...fieldsWithNul(request.body), ...fieldsWithNul(request.query), ...fieldsWithNul(request.params)];
    if (fields.length > 0) throw badRequest(Object.fromEntries(fields.map((field) => [field, [MESSAGES.invalidText]])));
  });
});
