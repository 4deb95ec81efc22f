import type { z } from 'zod';
import { badRequest, type FieldErrors } from './http-errors.ts';

/** Zod issues as DRF field errors: the first path segment names the field. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] === undefined ? 'non_field_errors' : String(issue.path[0]);
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** For bodies the route schema cannot see (multipart): the same schemas, the same 400 shape. */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw badRequest(toFieldErrors(result.error));
  return result.data;
}
