/**
 * How long after the page's load event code that can wait keeps waiting: a screen is usually still fetching its
 * data then (the load event does not wait for it), and a download started now would compete with it.
 */
const SETTLE_MS = 2000;

/**
 * Runs `task` once the page has loaded, settled and the browser has a moment to spare: for code the first screen
 * does not run (menus, panels, toasts), so it downloads after the screen is up instead of competing with it.
 * Returns a function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout: 2000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      task();
    }
  };
  const settle = () => {
    const timer = window.setTimeout(idle, SETTLE_MS);
    cancel = () => window.clearTimeout(timer);
  };
  if (document.readyState === 'complete') {
    settle();
  } else {
    window.addEventListener('load', settle, { once: true });
    cancel = () => window.removeEventListener('load', settle);
  }
  return () => cancel();
}
