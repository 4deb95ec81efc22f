import { UI_MESSAGES } from '@tandem/contract';
import { ApiError } from '../../../lib/api-client';

/** The words to show for a failed call: the server's own message for `field` first, then its general ones. */
export function errorMessage(error: unknown, field?: string): string {
  if (error instanceof ApiError) {
    const errors = error.fieldErrors;
    return (field && errors[field]?.[0]) ?? errors.non_field_errors?.[0] ?? error.detail ?? UI_MESSAGES.common.errorOccurred;
  }
  return error instanceof Error ? error.message : UI_MESSAGES.common.errorOccurred;
}
