import type { z } from 'zod';
import { isApiError } from '../../../lib/api-client';

export type FormErrors = Record<string, string | undefined>;

/** Zod's issues as one message per field (the first), as the server's 400 names them. */
export function issuesByField(error: z.ZodError): FormErrors {
  const errors: FormErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] === undefined ? 'non_field_errors' : String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A failed request's field messages (joined), or a general line for the form. */
export function serverErrors(error: unknown, fallback: string): FormErrors {
  if (isApiError(error) && error.hasFieldErrors) {
    return Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages.join(' ')]));
  }
  if (isApiError(error) && error.detail) return { non_field_errors: error.detail };
  return { non_field_errors: fallback };
}
