/** Marks the app's own waits (its code, the session), during which a first paint stays on screen. */
export const APP_LOADING_ATTRIBUTE = 'data-app-loading';

/** The element the server draws a screen in, beside the app's root (apps/api/src/plugins/route-pages.ts). */
export const FIRST_PAINT_ID = 'first-paint';

/**
 * The server may send the screen already drawn (first-paints.tsx) in `#first-paint`, inert, beside the app's
 * root. It stays while the app shows nothing or only its own wait, and goes as soon as the app has committed
 * anything else: its screen, the login screen it redirected to, an error. Mutation observers run before the
 * browser paints again, so no frame shows both drawings, or neither. True when there is a drawing to replace.
 */
export function replaceFirstPaint(root: HTMLElement): boolean {
  const drawing = root.ownerDocument.getElementById(FIRST_PAINT_ID);
  if (!drawing) return false;
  const observer = new MutationObserver(() => {
    if (!root.firstElementChild || root.querySelector(`[${APP_LOADING_ATTRIBUTE}]`)) return;
    observer.disconnect();
    drawing.remove();
  });
  observer.observe(root, { childList: true, subtree: true });
  return true;
}
