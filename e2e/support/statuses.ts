import type { Page } from '@playwright/test';

declare global {
  interface Window {
    /** Every text a live status region (a toast) has shown on this page, in order. */
    __statusesShown?: string[];
  }
}

/**
 * Records what live status regions show, from the page's first script on. A toast lives about 2 s; on a busy
 * machine the page can be too busy to answer a visibility check in that time, so tests ask whether a toast
 * was shown rather than whether it is still on screen.
 */
export async function recordStatuses(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown: string[] = [];
    window.__statusesShown = shown;
    const note = (element: Element | null | undefined) => {
      const text = element?.textContent?.trim();
      if (text) shown.push(text);
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const target = mutation.target instanceof Element ? mutation.target : mutation.target.parentElement;
        note(target?.closest('[role="status"]'));
        mutation.addedNodes.forEach((node) => {
          if (!(node instanceof Element)) return;
          if (node.matches('[role="status"]')) note(node);
          node.querySelectorAll('[role="status"]').forEach((element) => note(element));
        });
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** Whether a live status region has shown this text on the current page. */
export async function statusShown(page: Page, text: string): Promise<boolean> {
  const shown = await page.evaluate(() => window.__statusesShown ?? []);
  return shown.some((item) => item.includes(text));
}
