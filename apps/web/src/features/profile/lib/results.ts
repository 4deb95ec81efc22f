import type { Page } from '@tandem/contract';
import { UI_MESSAGES } from '@tandem/contract';

/** The results of a paged answer, or docs/product.md's 'Invalid API response format' when they are not a list. */
export function resultsOf<T>(page: Page<T> | null | undefined): T[] {
  if (!page || !Array.isArray(page.results)) throw new Error(UI_MESSAGES.common.invalidApiResponse);
  return page.results;
}
