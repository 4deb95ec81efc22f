/**
 * Loads the browser's en-GB locale data in a task of its own while the app's modules are still arriving.
 *
 * A page's first Intl formatter loads the locale data: 85 to 130 ms on a phone (Chromium at Lighthouse's 4x
 * slowdown, measured in docs/performance.md), whichever formatter comes first. Nearly every screen formats a
 * date, a time or an amount in its first render, so that load otherwise lands inside the render's task, the
 * longest of the start-up, and counts whole in the blocking time. Here it is a task alone, run while the main
 * thread would wait for the network. main.tsx runs it only where nothing is painted yet: under a server's drawing
 * (/home, /login) it would be a long task after the first paint, and /login formats nothing at all.
 */
export function loadLocaleData(): void {
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(0);
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(0);
}
