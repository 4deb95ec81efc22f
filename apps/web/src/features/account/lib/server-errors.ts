import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';

/**
 * Puts a 400's field messages under the form's fields and anything else in the form-level alert. False when the
 * error carried no field messages (the caller shows its own).
 */
export function showServerErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): boolean {
  if (!(error instanceof ApiError) || !error.hasFieldErrors) return false;
  const other: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message: messages.join(' ') }, { shouldFocus: true });
    } else other.push(messages.join(' '));
  }
  if (other.length > 0) setError('root.server', { type: 'server', message: other.join(' ') });
  return true;
}

/** The words for an error with no field: a throttle says when to try again. */
export function generalError(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 429) return 'Too many attempts. Please wait a while and try again.';
  if (error instanceof ApiError && error.detail) return error.detail;
  return fallback;
}
