import { afterEach, describe, expect, it } from 'vitest';
import { APP_LOADING_ATTRIBUTE, FIRST_PAINT_ID, replaceFirstPaint } from './replace-first-paint';

/** A page as the server sends it with a drawing: the drawing, then the app's empty root. */
function page(): { drawing: HTMLElement; root: HTMLElement } {
  document.body.innerHTML = `<div id="${FIRST_PAINT_ID}" inert><h1>Your Job Matches</h1></div><div id="root"></div>`;
  return { drawing: document.getElementById(FIRST_PAINT_ID)!, root: document.getElementById('root')! };
}

const mutationsObserved = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the first paint', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reports that there is nothing to replace on a page sent without a drawing', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(replaceFirstPaint(document.getElementById('root')!)).toBe(false);
  });

  it("stays while the app shows only its own wait, and goes with the app's first screen", async () => {
    const { drawing, root } = page();
    expect(replaceFirstPaint(root)).toBe(true);

    root.innerHTML = `<div ${APP_LOADING_ATTRIBUTE}>Loading Tandem</div>`;
    await mutationsObserved();
    expect(drawing.isConnected).toBe(true);

    root.innerHTML = '<div><main><h1>Your Job Matches</h1></main></div>';
    await mutationsObserved();
    expect(drawing.isConnected).toBe(false);
  });

  it('goes for any other screen the app shows instead, such as the login it redirected to', async () => {
    const { drawing, root } = page();
    replaceFirstPaint(root);
    root.innerHTML = '<form><h1>Log in</h1></form>';
    await mutationsObserved();
    expect(drawing.isConnected).toBe(false);
  });
});
