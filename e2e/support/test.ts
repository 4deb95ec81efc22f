import { test as base, expect } from '@playwright/test';
import { recordStatuses } from './statuses';

/** What a test may say about the console errors it means to cause. */
export interface ConsoleErrors {
  /** Errors matching this are expected (a 401 the test provokes, a server made to fail). */
  allow(pattern: RegExp): void;
}

/**
 * Playwright's test, failing any test whose page logs a console error or throws: a script refused by the CSP, a
 * failed request the app did not expect, a React error. A test that provokes one says so with
 * `consoleErrors.allow(/.../)`.
 */
export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    async ({ page }, use, testInfo) => {
      // Toasts are recorded from the first script on, so a short-lived one is not missed (statuses.ts).
      await recordStatuses(page);
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const where = message.location().url;
        errors.push(where ? `${message.text()} (${where})` : message.text());
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
      // A test already failing keeps its own message; the console is checked on every test that passed.
      if (testInfo.status === testInfo.expectedStatus) expect(unexpected, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Locator, Page } from '@playwright/test';
