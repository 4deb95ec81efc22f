import type { Page } from '@tandem/contract';

export const INVALID_RESPONSE = 'Invalid API response format';

/** The results of a paged answer, or SPEC.md's 'Invalid API response format' when they are not a list. */
export function resultsOf<T>(page: Page<T> | null | undefined): T[] {
  if (!page || !Array.isArray(page.results)) throw new Error(INVALID_RESPONSE);
  return page.results;
}
