import { DETAILS } from '@tandem/contract';
import { isApiError } from '../../../lib/api-client';

/** The session is gone (401) or the CSRF cookie with it (403 CSRF): docs/product.md's 'Missing authentication details.' */
export const isSessionGone = (error: unknown): boolean =>
  isApiError(error, 401) || (isApiError(error, 403) && error.detail === DETAILS.csrf);

/** The server's own words for a refused write (non_field_errors, a field's message or detail), if any. */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const [first] = Object.values(error.fieldErrors).flat();
  return first ?? error.detail;
}
