import type { Page, Route } from '@playwright/test';

/**
 * Holds the page's GET requests that `matches` picks until `release()`, as a slow network would: a test draws the
 * screen without those answers, measures it, then lets them through. Later requests pass at once.
 */
export async function holdAnswers(page: Page, matches: (url: URL) => boolean): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(matches, async (route: Route) => {
    if (route.request().method() === 'GET') await held;
    await route.continue();
  });
  return { release };
}
