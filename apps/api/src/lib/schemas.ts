import { jobsRecordId } from '@tandem/contract';
import { z } from 'zod';

/** `/{id}/` of a record: a positive integer that fits the database; anything else is a 400. */
export const IdParams = z.object({ id: jobsRecordId });

/** Error bodies of docs/product.md section C2, for the OpenAPI document. */
export const Detail = z.object({ detail: z.string() }).describe('An error with one message.');
export const FieldErrors = z
  .record(z.string(), z.union([z.array(z.string()), z.string()]))
  .describe('Messages by field, as Django REST Framework answers a 400; or a detail.');

export const errorResponses = {
  400: FieldErrors,
  401: Detail,
  403: Detail,
  404: Detail,
  429: Detail,
} as const;
