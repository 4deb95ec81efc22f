import type { Page } from '@playwright/test';

interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

declare global {
  interface Window {
    /** The layout shifts of this page not caused by the person's own input, in order (what CLS adds up). */
    __layoutShifts?: number[];
  }
}

/** Records the page's layout shifts from its first script on (Chromium's layout-shift entries). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    window.__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The shifts recorded so far, once what the page shows now has been drawn: two frames, then a task, so the observer
 * has been told of every frame before (its reports come in a task after the frame).
 */
export async function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve([...(window.__layoutShifts ?? [])]), 0)));
      }),
  );
}
